// The plural of a noun, the comparative of an adjective and the past and -ing forms of a verb, for
// "What's the plural of 'knife'?", "How do I make 'big' into a comparative?", "the past of bring" and
// "the -ing form of 'lie'?". The spelling rules a learner's grammar teaches, with the common exceptions
// listed by hand; the answer names the rule, so it teaches more than the one word.
import { ingForm, pastForm, regularPastForm } from '../../language/grammar/irregular-verbs';
import { IRREGULAR_PLURALS, IRREGULAR_VERBS } from '../../language/lexicon/irregular';

/** Irregular plurals that also have a regular one in everyday use (an index, the indexes of books). */
const ALSO_REGULAR: Readonly<Record<string, string>> = {
  index: 'indexes', formula: 'formulas', antenna: 'antennas', appendix: 'appendixes', cactus: 'cactuses', syllabus: 'syllabuses', medium: 'mediums', fungus: 'funguses',
};
/** Nouns in -f or -fe that take -ves; others in -f just add -s (roof → roofs, chef → chefs). */
const VES = new Set(['knife', 'wife', 'life', 'leaf', 'half', 'wolf', 'shelf', 'loaf', 'thief', 'calf', 'elf', 'self', 'sheaf']);
/** Nouns in -o that take -es; most others just add -s (photo → photos, piano → pianos). */
const OES = new Set(['potato', 'tomato', 'hero', 'echo', 'veto', 'torpedo']);

/** "What's the plural of 'knife'?", "the plural form of child", "How do I write more than one potato?". */
export const PLURAL_OF = /\b(?:plural (?:form )?of|(?:write|say|spell) more than one)\s+(?:the word\s+)?["'“‘]?([a-z]+)["'”’]?/i;

export function pluralAnswer(noun: string): string {
  const n = noun.toLowerCase();
  // The spelling rules first, since they teach more than the one word; the lexicon lists these too.
  if (VES.has(n)) return `The plural of "${n}" is "${n.replace(/fe?$/, 'ves')}": some nouns ending in -f or -fe change it to -ves (knife → knives, leaf → leaves), though others just add -s (roof → roofs).`;
  if (OES.has(n)) return `The plural of "${n}" is "${n}es": a few nouns ending in -o add -es (potato → potatoes, tomato → tomatoes); most just add -s (photo → photos).`;
  const irregular = IRREGULAR_PLURALS.get(n);
  if (irregular === n) return `"${n}" stays the same in the plural: one ${n}, two ${n}.`;
  if (irregular) return `"${n}" is irregular: the plural is "${irregular}"${ALSO_REGULAR[n] ? ` (you will also see "${ALSO_REGULAR[n]}")` : ''}.`;
  if (/[^aeiou]y$/.test(n)) return `The plural of "${n}" is "${n.slice(0, -1)}ies": after a consonant, -y becomes -ies (city → cities).`;
  if (/(s|x|z|ch|sh)$/.test(n)) return `The plural of "${n}" is "${n}es": nouns ending in -s, -x, -ch or -sh add -es (bus → buses, box → boxes).`;
  return `The plural of "${n}" is "${n}s": most nouns just add -s.`;
}

const IRREGULAR_COMPARATIVES: Readonly<Record<string, [string, string]>> = {
  good: ['better', 'best'], well: ['better', 'best'], bad: ['worse', 'worst'], far: ['further', 'furthest'], little: ['less', 'least'], many: ['more', 'most'], much: ['more', 'most'],
};

/** "How do I make 'big' into a comparative?", "the superlative of happy", "comparative of 'good'". */
export const COMPARATIVE_OF = /\b(?:comparative|superlative)s?\b[^?]*?["'“‘]([a-z]+)["'”’]|["'“‘]([a-z]+)["'”’][^?]*?\b(?:comparative|superlative)s?\b|\b(?:comparative|superlative) (?:form )?of\s+([a-z]+)\b/i;

const syllables = (w: string) => (w.replace(/e$/, '').match(/[aeiouy]+/g) ?? []).length;

export function comparativeAnswer(adjective: string): string {
  const a = adjective.toLowerCase();
  const irregular = IRREGULAR_COMPARATIVES[a];
  if (irregular) return `"${a}" is irregular: ${a}, ${irregular[0]}, the ${irregular[1]}.`;
  if (/[^aeiou]y$/.test(a) && syllables(a) <= 2) return `"${a}" → "${a.slice(0, -1)}ier", "the ${a.slice(0, -1)}iest": -y after a consonant becomes -ier and -iest (happy → happier).`;
  if (syllables(a) >= 3) return `"${a}" is long, so use more and most: "more ${a}", "the most ${a}".`;
  if (syllables(a) === 2) return `"${a}" has two syllables, so it usually takes more and most: "more ${a}", "the most ${a}" (a few two-syllable adjectives also take -er: quieter, cleverer).`;
  if (/e$/.test(a)) return `"${a}" → "${a}r", "the ${a}st": an adjective ending in -e adds only -r and -st (nice → nicer).`;
  // One vowel before one consonant doubles the consonant: big → bigger, hot → hotter (not w, x or y).
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(a)) return `"${a}" → "${a}${a.at(-1)}er", "the ${a}${a.at(-1)}est": a short adjective with one vowel before one consonant doubles the consonant (big → bigger, hot → hotter).`;
  return `"${a}" → "${a}er", "the ${a}est": short adjectives add -er and -est.`;
}

/** "How do I write the -ing form of 'lie'?", "the gerund of swim", "How do I add -ing to 'make'?". */
export const ING_OF = /\b(?:-?ing(?: form)?|gerund|present participle|continuous form) of\s+(?:the verb\s+)?(?:to\s+)?["'“‘]?([a-z]+)["'”’]?|\badd(?:ing)? -?ing to\s+(?:the verb\s+)?["'“‘]?([a-z]+)["'”’]?/i;

export function ingAnswer(verb: string): string {
  const v = verb.toLowerCase();
  const ing = ingForm(v);
  if (/ie$/.test(v)) return `"${v}" → "${ing}": a verb ending in -ie changes it to -y before -ing (die → dying, tie → tying).`;
  if (ing === `${v.slice(0, -1)}ing` && /e$/.test(v)) return `"${v}" → "${ing}": a verb ending in a silent -e drops it before -ing (make → making, write → writing).`;
  if (ing === `${v}${v.at(-1)}ing`) return `"${v}" → "${ing}": a verb that ends in one vowel and one consonant, stressed at the end, doubles the consonant (run → running, begin → beginning).`;
  return `"${v}" → "${ing}": just add -ing.`;
}

/** Verbs that are two verbs with one spelling, each with its own past. */
const TWO_VERBS: Record<string, string> = {
  lie: 'Careful, "lie" is two verbs. Lie meaning "say something untrue" is regular: lie, lied, lied (he lied to me). Lie meaning "be flat on a bed or the floor" is irregular: lie, lay, lain (I lay down for an hour).',
  hang: '"Hang" is irregular: hang, hung, hung (I hung the picture on the wall). Only when it means killing someone with a rope is it regular: hanged.',
};

/** The one word two phrases of the same length differ in, as a pair; null when they differ in none or more. */
export function differingWord(x: string, y: string): [string, string] | null {
  const [a, b] = [x.split(/\s+/), y.split(/\s+/)];
  if (a.length !== b.length || a.length < 2) return null;
  const at = a.map((w, i) => (w === b[i] ? -1 : i)).filter((i) => i >= 0);
  return at.length === 1 ? [a[at[0]!]!, b[at[0]!]!] : null;
}

/** The verb both words are past forms of ("hanged", "hung" → hang), counting the regular -ed too; or null. */
export function pastFormsOfOneVerb(x: string, y: string): string | null {
  if (x === y || x.includes(' ') || y.includes(' ')) return null;
  for (const [base, forms] of IRREGULAR_VERBS) {
    const pasts = new Set([...forms.past, ...forms.pastParticiple, regularPastForm(base)]);
    if (pasts.has(x) && pasts.has(y) && x !== base && y !== base) return base;
  }
  return null;
}

/** Past forms spelled like the base but said differently: the spelling alone would mislead. */
const SAID_DIFFERENTLY: Readonly<Record<string, string>> = {
  read: ' The spelling is the same as the present, but the past is said like the colour "red"; there is no "readed".',
};

/** Where a verb has a regular and an irregular past, which one is heard where. */
const WHERE_SAID: Readonly<Record<string, string>> = {
  dive: '"dove" is mostly American',
};

/** "What's the past of bring?": the irregular forms from the lexicon's table, else the regular -ed rule. */
export function verbFormsAnswer(verb: string): string {
  if (TWO_VERBS[verb]) return TWO_VERBS[verb];
  const irregular = IRREGULAR_VERBS.get(verb);
  // "dived or dove", "learned or learnt": both pasts are right, so neither is called the one form.
  const regular = regularPastForm(verb);
  const other = irregular?.past.find((p) => p !== regular);
  if (irregular && other && irregular.past.includes(regular)) {
    const where = WHERE_SAID[verb] ?? (/t$/.test(other) ? `"${other}" is more British, "${regular}" more American` : null);
    return `Both are correct: the past of "${verb}" can be "${regular}" or "${other}"${where ? ` (${where})` : ''}. The past participle is "${irregular.pastParticiple.join('" or "')}".`;
  }
  if (irregular) {
    const past = irregular.past.join(' or ');
    const participle = irregular.pastParticiple.join(' or ');
    return `"${verb}" is irregular: the past simple is "${past}" (yesterday I ${irregular.past[0]}…), and the past participle is "${participle}" (I have ${irregular.pastParticiple[0]}…).${SAID_DIFFERENTLY[verb] ?? ''}`;
  }
  const past = pastForm(verb);
  return `"${verb}" is regular: the past simple and the past participle are both "${past}" (yesterday I ${past}…, I have ${past}…).`;
}
