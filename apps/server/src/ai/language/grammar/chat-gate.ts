// The gate between the grammar check and a chat turn (issue 14): inside a conversation a wrong
// correction is worse than a missed one, so an issue is shown only when nothing about the words
// it touches says "leave this alone". Untouchable: names and other capitalised words, quoted text,
// spelled-out letters, numbers and codes, e-mail addresses and links, loanwords and dishes, words
// from another language, and whole turns in another language or gibberish. Voice turns get no
// capital-letter or punctuation corrections (the recogniser wrote those, not the learner).
import { eld } from 'eld/medium';
import type { GrammarIssue } from './grammar-types';

/** Dishes, drinks and loanwords learners use in English chat; Harper's dictionary lacks many. Two-word names are joined with _. */
const LOANWORDS = new Set(
  ('gelato paella pierogi pierogies biryani kimchi pho tapas sangria croissant cappuccino empanada empanadas ramen dim_sum baklava ' +
    'falafel churros ceviche bibimbap borscht borsch goulash schnitzel tiramisu gnocchi risotto matcha sushi sashimi halloumi bagel ' +
    'lox jollof feijoada muesli latte panini edamame poutine dolma dolmas bratwurst espresso tortilla tortillas burrito tacos taco ' +
    'quesadilla guacamole hummus tahini couscous tagine samosa samosas naan chapati dal daal masala tikka paneer dumplings gyoza ' +
    'udon soba tempura teriyaki miso tofu kebab kebap doner pide lahmacun ayran kefir pelmeni blini vareniki khachapuri shawarma ' +
    'mezze meze tzatziki moussaka souvlaki gyros feta mozzarella parmesan prosciutto pesto focaccia ciabatta bruschetta lasagne ' +
    'lasagna carbonara ravioli tortellini cannoli panettone polenta arancini churro crepe crepes baguette brioche quiche ratatouille ' +
    'fondue raclette rosti strudel pretzel sauerkraut kielbasa bigos zurek placki knedliky langos palinka rakija ouzo raki sake soju ' +
    'mochi onigiri bento okonomiyaki takoyaki yakitori katsu pad_thai tom_yum laksa rendang satay nasi_goreng mee banh_mi bun_cha ' +
    'arepa arepas pupusa tamales tamale mole chilaquiles pozole salsa nachos feijao brigadeiro acai pastel pasteis bacalhau ' +
    'hygge fika siesta fiesta mañana kindergarten doppelganger zeitgeist wanderlust karaoke tsunami emoji anime manga kawaii ' +
    'chai lassi kombucha boba yerba_mate flat_white')
    .split(/\s+/)
    .map((w) => w.replace(/_/g, ' ')),
);

/** Spans of the turn no correction may touch, each with why (for tests and the benchmark). */
export interface ProtectedSpan {
  start: number;
  end: number;
  why: 'quote' | 'letters' | 'link' | 'number' | 'name' | 'loanword' | 'foreign';
}

const PROTECT: Array<[ProtectedSpan['why'], RegExp]> = [
  ['quote', /"[^"\n]*"|“[^”\n]*”|„[^“”\n]*[“”]|«[^»\n]*»|(?<![\p{L}\p{N}])'[^'\n]+'(?![\p{L}\p{N}])|‘[^’\n]*’/gu],
  // G-A-R-C-I-A, K.O.W., "G A R C I A", "double L"
  ['letters', /\b(?:\p{L}[-.]\s?){2,}\p{L}\b\.?|\b(?:\p{Lu}\s){2,}\p{Lu}\b|\b(?:double|triple)\s+\p{L}\b|\b\p{L}\s+as\s+in\s+\p{L}+/gu],
  // k o w a l s k i (four or more single letters, as a spelled name reads on a voice turn)
  ['letters', /(?<![\p{L}'’])(?:\p{L}\s){3,}\p{L}(?![\p{L}'’])/gu],
  // "two p's", "dot your i's": a letter's plural, not a word to capitalise.
  ['letters', /(?<![\p{L}'’])\p{L}['’]s\b/gu],
  ['link', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|www\.\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|app|io|co|uk|es|it|de|pl|fr|info|edu|gov|dev|ai|me|tv|us|ca|au|nl|eu|jp|in|br|example)\b(?:\/\S*)?|\b[\w-]+(?:\.[\w-]+)+\/[\w./?=&%-]*|[@#][\w.]+/gu],
  // An address read aloud: "anna dot nowak at gmail dot com", "parley dot app".
  ['link', /\b[\p{L}\d]+(?:\s+(?:dot|underscore|dash|hyphen)\s+[\p{L}\d]+)*\s+at\s+[\p{L}\d]+(?:\s+dot\s+[\p{L}\d]+)+|\b[\p{L}\d]+(?:\s+dot\s+(?:com|org|net|app|io|co|uk|es|it|de|pl|fr|info|edu|gov))+\b/giu],
  ['number', /[^\s,;:!?()]*\d[^\s,;:!?()]*/gu],
  // Times of day: "9 a.m.", "at 7 pm" (Harper reads the "a" of "a.m." as an article).
  ['number', /\b[ap]\.\s?m\.?|(?<=\d\s?)[ap]m\b/giu],
  // Capitalised words after the first of a sentence (names, places, brands); "I" and its forms are not names.
  ['name', /(?<=[^\s.!?]\s+|[,;:(]\s*)(?!I(?:'\w+)?\b)\p{Lu}[\p{L}\p{M}'’-]*/gu],
  // Words with letters English does not use (ł, ß, ñ, ő …).
  ['foreign', /[\p{L}'’-]*[^\p{ASCII}\s\d\p{P}\p{S}][\p{L}'’-]*/gu],
];

export function protectedSpans(text: string): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  for (const [why, re] of PROTECT) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) if (m[0].length > 0) spans.push({ start: m.index, end: m.index + m[0].length, why });
  }
  // Single words and two-word names (dim sum, pad thai).
  const words = [...text.matchAll(/\p{L}+/gu)];
  words.forEach((m, i) => {
    const next = words[i + 1];
    const pair = next && /^\s+$/.test(text.slice(m.index + m[0].length, next.index)) ? `${m[0]} ${next[0]}`.toLowerCase() : null;
    if (pair && LOANWORDS.has(pair) && next) spans.push({ start: m.index, end: next.index + next[0].length, why: 'loanword' });
    else if (LOANWORDS.has(m[0].toLowerCase())) spans.push({ start: m.index, end: m.index + m[0].length, why: 'loanword' });
  });
  return spans;
}

const WORD = /[\p{L}']+/gu;
const wordsOf = (text: string) => text.match(WORD) ?? [];

/**
 * Whether a turn is in another language: eld (decision 0012) when its detection is reliable.
 * Turns of one or two words are too short to judge and count as English.
 */
export function isOtherLanguage(text: string): boolean {
  if (wordsOf(text).length < 3) return false;
  const result = eld.detect(text);
  return result.language !== '' && result.language !== 'en' && result.isReliable();
}

/**
 * Gibberish: most words unknown to the dictionary (Harper's spelling lints say which), or
 * letter strings no English word looks like (no vowel, a letter four times or five consonants in a
 * row). Checked before the grammar check too: Harper can take seconds over a keyboard mash.
 */
export function isGibberish(text: string, issues: readonly GrammarIssue[]): boolean {
  const words = wordsOf(text);
  if (words.length === 0) return false;
  const odd = words.filter((w) => (w.length > 3 && !/[aeiouy]/i.test(w)) || /(\p{L})\1{3}/u.test(w) || /[bcdfghjklmnpqrstvwxz]{5}/i.test(w)).length;
  const unknown = issues.filter((i) => i.source === 'harper' && i.category === 'spelling').length;
  return odd / words.length >= 0.5 || (unknown >= 1 && unknown / words.length >= 0.5);
}

/** Negations, with or without the apostrophe ("dont" → "don't" keeps the meaning). */
const NEGATION = /\b(?:not|no|never|none|nothing|nobody|neither|nor|cannot|(?:do|does|did|is|are|was|were|have|has|had|ca|wo|could|would|should|must|need)n'?t)\b|\bn't\b/gi;
const negations = (s: string) => (s.match(NEGATION) ?? []).length;
/** Only capitals, apostrophes or punctuation differ ("i" → "I", "dont" → "don't"). */
const onlyFormDiffers = (a: string, b: string) => a.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '') === b.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '');

export type GateVerdict = { keep: true } | { keep: false; why: string };

/** Whether one issue may be shown on a chat turn. `spans` come from protectedSpans(text). */
const NUMBER_WORD = /^(?:oh|zero|one|two|three|four|five|six|seven|eight|nine|ten|double|triple|\d+)$/i;
/** A food word just before an unknown word: "chicken adobo", "beef rendang", "a bowl of pho". */
const FOOD_BEFORE = /\b(?:chicken|beef|pork|lamb|fish|prawn|shrimp|tofu|vegetable|rice|noodles?|bowl of|plate of|portion of)\s+$/i;
/** "favourite food is buuz", "the dish is called mantı": a dish named where a dish is expected. */
const DISH_NAMED = /\b(?:favou?rite (?:food|dish|meal|drink|snack|dessert|sweet)|(?:food|dish|meal|drink|dessert|snack) (?:is )?called|we (?:eat|drink|make|cook))\s+(?:is\s+)?$/i;
/** "buuz, a kind of steamed dumpling", "khachapuri (a cheese bread)": the learner explains the word right after it. */
const EXPLAINED_AFTER = /^\s*(?:,|\(|—|–|-)\s*(?:(?:a|an|the|our|my)\s+)?(?:kind|type|sort|traditional|typical|local|famous|national|special)\b|^\s*,?\s*(?:which|that) (?:is|are|means) (?:a|an|our|the) /i;

export function gateIssue(issue: GrammarIssue, text: string, spans: readonly ProtectedSpan[], voice: boolean): GateVerdict {
  const end = Math.max(issue.end, issue.start + 1);
  // A fix may reach over a protected span only when it keeps it whole ("have 15 years" → "is 15 years old").
  const hit = spans.find((s) => issue.start < s.end && end > s.start && !(issue.start <= s.start && issue.end >= s.end && issue.suggestion.includes(text.slice(s.start, s.end))));
  if (hit) return { keep: false, why: hit.why };
  const wrong = issue.text;
  const fix = issue.suggestion;
  if (voice && (issue.category === 'capitalization' || issue.category === 'punctuation' || onlyFormDiffers(wrong, fix))) return { keep: false, why: 'voice' };
  // A recogniser writes only words it knows, spelled right: an unknown word on a voice turn is a name
  // or a word of another language in lower case ("my friend minji"), never the learner's misspelling.
  if (voice && issue.category === 'spelling') return { keep: false, why: 'voice' };
  // "the the", "I I": a word said twice is how people speak while they think, not a written slip.
  if (voice && /^(\p{L}+)\s+\1$/iu.test(wrong.trim())) return { keep: false, why: 'voice' };
  // Never change what the learner means: a fix may not add or drop a negation.
  if (negations(wrong) !== negations(fix)) return { keep: false, why: 'meaning' };
  if (issue.source === 'harper') {
    // Harper removing words is the checker guessing; the learner rules' removals are curated.
    if (fix.trim() === '' && !/^(\w+)\s+\1$/i.test(text.slice(Math.max(0, issue.start - 40), issue.end).trim().split(/\s+/).slice(-2).join(' '))) return { keep: false, why: 'removal' };
    // "seven seven", "double four": numbers read out repeat on purpose.
    if (fix.trim() !== '' && /^(\w+)\s+\1$/i.test(wrong.trim()) && NUMBER_WORD.test(wrong.trim().split(/\s+/)[0]!)) return { keep: false, why: 'number' };
    if (issue.category === 'spelling') {
      if (/\p{Lu}/u.test(wrong)) return { keep: false, why: 'name' };
      // "hmmm", "sooo", "yesss": a drawn-out word is how the learner speaks, not a misspelling.
      const runs = (w: string) => w.toLowerCase().replace(/(\p{L})\1+/gu, '$1');
      if (/(\p{L})\1\1/u.test(wrong) && runs(fix) === runs(wrong)) return { keep: false, why: 'informal' };
      // A dish or food word the dictionary does not know ("chicken adobo" → "adobe"): a loanword.
      if ((FOOD_BEFORE.test(text.slice(Math.max(0, issue.start - 24), issue.start)) || DISH_NAMED.test(text.slice(Math.max(0, issue.start - 40), issue.start))) && !/\s/.test(wrong)) return { keep: false, why: 'loanword' };
      // A word the learner explains right after ("buuz, a kind of dumpling") is one they know English lacks.
      if (EXPLAINED_AFTER.test(text.slice(issue.end, issue.end + 40)) && !/\s/.test(wrong)) return { keep: false, why: 'loanword' };
      // Only the fixes a second dictionary agrees on (spelling-confidence.ts, decision 0014).
      if (issue.sure !== true || wrong.length < 3) return { keep: false, why: 'unsure-spelling' };
    }
  }
  // "what about you sam", "love you mum": a word alone after "you" at the end of a sentence is the
  // person spoken to (a voice turn writes names in lower case), not the thing that is theirs.
  if (issue.source === 'harper' && /^you$/i.test(wrong.trim()) && /^your$/i.test(fix.trim()) && /^\s+\p{L}+\s*(?:[.!?,]|$)/u.test(text.slice(issue.end))) return { keep: false, why: 'name' };
  // "coffee too i would like …", "me too we can go": "too" ends a clause and a new one starts, as a
  // voice turn writes it with no full stop. A subject pronoun never follows "to", so this is no typo.
  if (issue.source === 'harper' && /^too$/i.test(wrong.trim()) && /^to$/i.test(fix.trim()) && /^\s+(?:i|he|she|we|they)\b/i.test(text.slice(issue.end))) return { keep: false, why: 'run-on' };
  // "the i", "an x": a letter named in the sentence, not the pronoun.
  if (wrong === 'i' && fix === 'I' && /\b(?:the|a|an|letter|small|capital|lower-?case|upper-?case|dotted|no)\s+$/i.test(text.slice(0, issue.start))) return { keep: false, why: 'letters' };
  // a/an before an acronym, number, code or spelled letters: how it is read aloud is not known
  // (an NGO, a UX, a NATO summit). Before a capitalised word it is ("an European" → "a European").
  if (/^an?$/i.test(wrong.trim()) && /^an?$/i.test(fix.trim())) {
    const next = /^\s*(\S*)/.exec(text.slice(issue.end));
    const at = issue.end + (next?.[0].length ?? 0) - (next?.[1]?.length ?? 0);
    const nextSpan = spans.find((s) => s.start <= at && at < s.end && s.why !== 'name' && s.why !== 'loanword');
    if (nextSpan) return { keep: false, why: nextSpan.why };
    if (/^\p{Lu}{2,}\b/u.test(next?.[1] ?? '')) return { keep: false, why: 'name' };
    // "hpa an you spell it …": before a pronoun or a verb the word is no article (a spoken name's part).
    if (/^(?:i|you|he|she|it|we|they|is|are|was|were|and|or)$/i.test(next?.[1] ?? '')) return { keep: false, why: 'name' };
  }
  return { keep: true };
}

/** One letter changed, added or dropped ("und" → "ind"): Harper reading a word as a typo of another. */
function oneEditApart(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y || Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i += 1;
  const rest = (p: string, q: string) => p.slice(i + 1) === q.slice(i + (x.length === y.length ? 1 : 0));
  return x.length >= y.length ? rest(x, y) : rest(y, x);
}

/**
 * Spans of words Harper does not know that stand next to another unknown word: a foreign phrase.
 * A foreign word Harper reads as a typo of an English one ("Kaffee und Kuchen": "und" → "ind") counts
 * as unknown too, so the phrase is left alone rather than half corrected.
 */
export function foreignPhraseSpans(text: string, issues: readonly GrammarIssue[]): ProtectedSpan[] {
  const typoOfAWord = (i: GrammarIssue) => i.category === 'word-choice' && /^\p{L}+$/u.test(text.slice(i.start, i.end)) && oneEditApart(text.slice(i.start, i.end), i.suggestion);
  const unknown = issues.filter((i) => i.source === 'harper' && (i.category === 'spelling' || typoOfAWord(i))).sort((a, b) => a.start - b.start);
  const out: ProtectedSpan[] = [];
  for (let i = 0; i < unknown.length - 1; i += 1) {
    const a = unknown[i]!;
    const b = unknown[i + 1]!;
    if (/^[\s,]*$/.test(text.slice(a.end, b.start))) out.push({ start: a.start, end: b.end, why: 'foreign' });
  }
  return out;
}
