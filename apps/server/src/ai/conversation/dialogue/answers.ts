// Answers to the learner's requests and questions: a word's meaning (the lexicon), the English
// for a word in their language (the translation engines), the difference between two words (the
// confusables table), a grammar question (the grammar topics), the partner's own answer (partner
// answers), what the partner remembers (the learner's facts) and what they wrote in another language.
import { findBlockedTerm } from '../content-check';
import { CONFUSABLES } from './confusables.data';
import { factValue, factsWith, type LearnerFact } from './facts';
import { GRAMMAR_TOPICS } from './grammar-topics.data';
import { glossaryEntry } from './learner-glossary.data';
import { likelyLanguagesOf } from './language-guess';
import { PAST_OF, type RecallTopic } from './turn-kinds';
import { comparativeAnswer, COMPARATIVE_OF, differingWord, ING_OF, ingAnswer, pastFormsOfOneVerb, PLURAL_OF, pluralAnswer, verbFormsAnswer } from './word-forms';
import { passiveOf } from './passive-voice';
import { numbersSpoken } from './numbers-in-words';
import { glossWords } from './word-glosses';
import { WORDS } from '../../language/grammar/learner-rules.data';

/** Nouns with no plural (information, advice, furniture …), as the grammar rules list them. */
const UNCOUNTABLE_NOUN = new RegExp(`^(?:${WORDS.UNCOUNTABLE})$`, 'i');

/** The language engines the partner may use; each is optional (tests and small set-ups go without). */
export interface LanguageTools {
  /** The lexicon's entry: part of speech and definitions, most common first. */
  lookup?(word: string): { senses: Array<{ partOfSpeech: string; definition: string; examples: string[]; synonyms?: string[] }> } | null;
  /** Translates between two languages, or returns null when no engine can. */
  translate?(text: string, target: string, source: string): Promise<string | null>;
  /** The same for a whole line, with the engine that made it ("apertium:spa-eng", "model", "http:…"). */
  translateLine?(text: string, target: string, source: string): Promise<{ text: string; provider: string } | null>;
}

const LANGUAGE_NAMES: Record<string, string> = {
  es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese', ru: 'Russian', zh: 'Chinese', ja: 'Japanese', ko: 'Korean',
  ar: 'Arabic', pl: 'Polish', tr: 'Turkish', nl: 'Dutch', sv: 'Swedish', uk: 'Ukrainian', ca: 'Catalan', gl: 'Galician', hi: 'Hindi', vi: 'Vietnamese',
  id: 'Indonesian', ms: 'Malay or Indonesian', el: 'Greek', he: 'Hebrew', th: 'Thai', cs: 'Czech', ro: 'Romanian', hu: 'Hungarian', fa: 'Persian', la: 'Latin',
  sw: 'Swahili', af: 'Afrikaans', eo: 'Esperanto',
};
export const languageName = (code: string | null | undefined) => (code ? (LANGUAGE_NAMES[code.split('-')[0]!] ?? null) : null);

/**
 * WordNet synonyms a learner may be taught: plain single lower-case words, never slang or slurs
 * (WordNet lists "fagged" for "exhausted"): the content check's list and vulgar stems are refused.
 */
const VULGAR = /^(fag|bitch|piss|shag|screw|bugger|bloody|arse|crap|ass|dick|cock|prick|bollock|tit|knacker|sod|frig|turd|bonk|hump|whore|slut|bastard|damn|hell)/i;
export function teachableSynonyms(synonyms: readonly string[]): string[] {
  return synonyms.filter((w) => /^[a-z]{3,12}$/.test(w) && !VULGAR.test(w) && !findBlockedTerm(w)).slice(0, 2);
}

const sentence = (s: string) => {
  const t = s.trim().replace(/\s*;\s*usually.*$/i, '');
  return t.charAt(0).toUpperCase() + t.slice(1).replace(/[.;:]+$/, '') + '.';
};

/** The part of speech the word has where the learner used it ("my flat is cosy": adjective), or null. */
export function partOfSpeechIn(context: string, word: string): 'adjective' | 'verb' | 'noun' | null {
  const w = word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const t = context.toLowerCase().replace(/[\u2018\u2019'"“”]/g, '');
  if (new RegExp(`\\b(is|are|was|were|am|so|very|too|feel|feels|felt|look|looks|seems|quite|really|be|get|got)\\s+${w}\\b`).test(t)) return 'adjective';
  if (new RegExp(`\\b(to|can|could|will|would|should|must|don't|didn't|never|always|i|you|we|they)\\s+${w}\\b`).test(t)) return 'verb';
  if (new RegExp(`\\b(a|an|the|my|your|his|her|our|their|this|that)\\s+${w}\\b`).test(t)) return 'noun';
  return null;
}

/** What may follow a known word without making an idiom of it: a time, a place, a length, a cause ("chuffed with my report"). */
const ADJUNCT = /^(until|till|for|in|on|at|with|about|when|because|after|before|since|from|by|during|again|today|now|tonight|yesterday|tomorrow|all|every|these|this|last|next)\b/i;
const FUNCTION_WORD = /^(a|an|the|to|of|in|on|at|for|with|by|my|your|his|her|our|their|its|it|i|you|he|she|we|they|me|him|us|them|is|are|was|were|be|do|does|did|have|has|had|and|or|but|so|not|no)$/i;

/** Languages whose everyday words a dictionary of another one also gives. */
const SHARED_WORDS: Readonly<Record<string, readonly string[]>> = { ms: ['id'], id: ['ms'], gl: ['pt'] };

/**
 * Whether an engine's English keeps a word of the source as it was ("escova of dentes"): a word it did
 * not know, so the "English" would teach a foreign word as English. Words the English lexicon knows
 * (names, loanwords, "hotel") may stay.
 */
function keptUntranslated(source: string, english: string, tools: LanguageTools): boolean {
  return [...new Set(source.toLowerCase().match(/\p{L}{3,}/gu) ?? [])]
    .filter((w) => !tools.lookup?.(w))
    .some((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'iu').test(english));
}

/**
 * A rule-based translator's word-for-word English that would teach wrong English, found on Apertium's
 * Spanish and Catalan: "me gustan los perros" → "They like me the dogs", "tengo dos hermanos" → "Have
 * two brothers", "fui al cine" → "I was to the cinema". Such a line is not offered as a model; its
 * words are glossed instead. Partial: only the shapes seen are caught.
 */
function literalCalque(english: string): boolean {
  const e = english.trim();
  return /\b(?:like|likes|liked|love|loves|interest|interests|hurt|hurts|please|pleases) (?:me|you|him|her|us|them) (?:a lot |very much |much |more )?(?:the|a|an|to|my|your|his|her|our|their|\w+ing)\b/i.test(e) ||
    /^(?:where|what|when|how|who|why) (?:it|he|she|they|you|we|i) (?:is|are|am|was|were)\b/i.test(e) ||
    /^(?:have|has|am|are|is|was|were|go|went|live|lives|work|works|want|wants|need|needs|like|likes)\b(?![^.!?]*\?)/i.test(e) ||
    /\b(?:was|were) to the\b/i.test(e);
}

/**
 * `context`: what the learner wrote (this turn and earlier ones); where they used the word, the
 * sense of that part of speech is given ("my flat is cosy": the adjective, not a tea cosy).
 */
export async function meaningAnswer(term: string, how: 'define' | 'translate', tools: LanguageTools, nativeLanguage: string | null | ReadonlyArray<string | null | undefined>, context = ''): Promise<string> {
  // "the verb 'wander": the word named, without its quotes; "the breadwinner": without an article the dictionary lacks.
  const named = term.replace(/^the\s+(?:word|phrase|expression|idiom|verb|noun|adjective|adverb|term)\s+/i, '').replace(/^["'“‘]+|["'”’]+$/g, '').trim();
  // "just a fluke", "such a mess": a word before the article only weighs the word asked about.
  const bare = named.replace(/^(?:(?:just|only|really|quite|such|simply|pure|utter|a real|a total|a complete)\s+)?(?:a|an|the)\s+/i, '');
  const clean = bare !== named && how === 'define' && !glossaryEntry(named) && (glossaryEntry(bare) ?? tools.lookup?.(bare.toLowerCase())) ? bare : named;
  // "How do I say the year 2009?", "How do I say 3:45 with words?": worked out, not looked up.
  const spoken = numbersSpoken(clean);
  if (spoken) return spoken;
  if (how === 'translate') {
    // The languages given first (the one the request was written in, the learner's own), then the
    // languages eld finds likely for the word itself.
    const given = typeof nativeLanguage === 'string' || nativeLanguage === null ? [nativeLanguage] : nativeLanguage;
    const guessed = [...given.map((l) => l?.split('-')[0]), ...likelyLanguagesOf(clean)];
    // Malay and Indonesian share most of their words (and a guess cannot tell them apart); Galician's are Portuguese's.
    const sources = [...new Set([...guessed, ...guessed.flatMap((l) => SHARED_WORDS[l ?? ''] ?? [])])].filter((l): l is string => Boolean(l) && l !== 'en');
    for (const source of tools.translate ? sources : []) {
      const english = await tools.translate!(clean, 'en', source).catch(() => null);
      if (english && english.toLowerCase() !== clean.toLowerCase() && !keptUntranslated(clean, english, tools)) return `In English, "${clean}" is "${english.trim().replace(/[.]+$/, '').toLowerCase()}".`;
    }
    const entry = tools.lookup?.(clean);
    if (entry?.senses[0]) return `"${clean}" is already English: it means ${entry.senses[0].definition.replace(/[.;]+$/, '')}.`;
    return `I'm sorry, I don't know the English for "${clean}". Can you describe it in other words?`;
  }
  // "broke until payday": the longest start of the phrase that a dictionary knows.
  const known = (phrase: string) => Boolean(glossaryEntry(phrase) ?? tools.lookup?.(phrase.toLowerCase()));
  const words = clean.split(/\s+/);
  const head = words.map((_, i) => words.slice(0, words.length - i).join(' ')).find(known);
  // One known first word stands for the phrase only when the rest says when, where or how long ("broke
  // until payday"): the first word of an unknown idiom ("bark up the wrong tree") would mislead.
  const rest = head ? clean.slice(head.length).trim() : '';
  const headFits = head !== undefined && (head.includes(' ') || (ADJUNCT.test(rest) && !FUNCTION_WORD.test(head)));
  if (head && head !== clean && headFits) return meaningAnswer(head, how, tools, nativeLanguage, context);
  // A learner's dictionary first: plain words and the common sense ("give up" = stop trying).
  const plain = glossaryEntry(clean);
  if (plain) return `"${plain.within ? plain.key : clean}" (${plain.entry.partOfSpeech}) means ${plain.entry.meaning}. For example: "${plain.entry.example}"`;
  const entry = tools.lookup?.(clean.toLowerCase());
  // The question itself ("What does 'cosy' mean?") says nothing about the word's use.
  const used = partOfSpeechIn(context.replace(new RegExp(`(what|meaning)[^?]*${clean.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^?]*\\?`, 'gi'), ' '), clean);
  // "My colleague is very blunt": said of a person, the sense about people or how they speak or act.
  const ofPerson = new RegExp(`\\b(?:he|she|they|i|you|we|my \\w+|your \\w+|his \\w+|her \\w+|the \\w+)(?:'s| is| was| are| were| seems?| looks?) (?:very |so |really |quite |a bit |too |always )?${clean.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(context);
  const aboutPeople = (d: string) => /\b(person|people|someone|manner|speech|behaviou?r|character|attitude|feelings?|emotions?|temper|talk|speak)\b/i.test(d);
  const personal = ofPerson ? entry?.senses.find((s) => s.partOfSpeech === 'adjective' && aboutPeople(s.definition)) : undefined;
  const sense = personal ?? ((used && entry?.senses.find((s) => s.partOfSpeech === used)) || entry?.senses[0]);
  // "What does 'I had my hair cut' mean?" asks about a grammar form, which a topic explains.
  if (!sense && clean.includes(' ') && grammarTopicFor(clean)) return grammarTopicFor(clean)!;
  if (!sense && clean.includes(' ')) return `Hmm, I don't know the expression "${clean}" well enough to explain it, and I don't want to guess wrong. An idioms dictionary will have it, or ask me about one of its words.`;
  if (!sense) return `Hmm, I don't know the word "${clean}". Can you check the spelling, or use it in a sentence?`;
  // An example shows the word in use: WordNet's sometimes holds a synonym instead ("shnorring" for scrounge).
  const stem = clean.toLowerCase().slice(0, Math.max(3, clean.length - 2));
  const showsWord = (e: string) => e.toLowerCase().includes(stem);
  const example = sense.examples.find(showsWord) ?? entry?.senses.flatMap((s) => s.examples).find(showsWord);
  const pos = sense.partOfSpeech ? ` (${sense.partOfSpeech})` : '';
  const similar = teachableSynonyms(sense.synonyms ?? []);
  return `"${clean}"${pos} means: ${sentence(sense.definition)}${similar.length ? ` Similar: ${similar.join(', ')}.` : ''}${example ? ` For example: "${example}".` : ''}`;
}

const lemma = (w: string) => w.toLowerCase().replace(/^(to|a|an|the)\s+/, '').trim();

/** Whether `phrase` holds `word` as whole words ("if i was rich" holds "if i was"). */
const holds = (phrase: string, word: string) => new RegExp(`(^|\\s)${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`).test(phrase);

/** Two forms in the same words but another order ("a big red car" / "a red big car"). */
const sameWordsReordered = (x: string, y: string) => x !== y && x.split(/\s+/).sort().join(' ') === y.split(/\s+/).sort().join(' ');

export function differenceAnswer(a: string, b: string, tools: LanguageTools): string {
  // "few" / "a few": where the article is the whole difference, it is kept.
  const [x, y] = lemma(a) === lemma(b) ? [a.toLowerCase().trim(), b.toLowerCase().trim()] : [lemma(a), lemma(b)];
  const forms = `${x} / ${y}`;
  const pair =
    CONFUSABLES.find((p) => (p.words[0] === x && p.words[1] === y) || (p.words[0] === y && p.words[1] === x)) ??
    // A topic written for these very phrases ("in the bus" / "on the bus" is about transport, not in/on).
    GRAMMAR_TOPICS.find((g) => g.phrases && g.forms?.test(forms)) ??
    // Whole phrases that differ in a known pair: "if I was rich" / "if I were rich".
    CONFUSABLES.find((p) => x.includes(' ') && y.includes(' ') && ((holds(x, p.words[0]) && holds(y, p.words[1])) || (holds(x, p.words[1]) && holds(y, p.words[0]))));
  if (pair) return pair.explain;
  // Two forms of a sentence rather than two words: the grammar topic behind the difference.
  // A topic about these very forms first ("enough big" / "big enough"), then the word-order topics.
  const topic = GRAMMAR_TOPICS.find((g) => g.forms?.test(forms)) ?? (sameWordsReordered(x, y) ? GRAMMAR_TOPICS.find((g) => g.key === (/\b(big|small|little|large|old|new|young|red|blue|green|black|white|yellow|long|short|beautiful|nice|lovely|ugly|round|square|wooden|italian|french)\b/.test(x) ? 'adjective-order' : 'questions')) : undefined);
  if (topic) return topic.explain;
  // Two sentences that differ in one word ("she dived into the lake" / "she dove into the lake"): two
  // past forms of one verb there are that verb's forms, not the topic some other word of the sentence names.
  const [wx, wy] = differingWord(x, y) ?? [];
  const verbInside = wx && wy ? pastFormsOfOneVerb(wx, wy) : null;
  if (verbInside) return verbFormsAnswer(verbInside);
  // Two short forms ("she works" / "she work"): the grammar topic that names one of them.
  const named = x.includes(' ') && y.includes(' ') ? GRAMMAR_TOPICS.find((g) => g.match.test(`"${x}" "${y}"`)) : undefined;
  if (named) return named.explain;
  // "informations or information": an uncountable noun with and without -s asks whether it has a plural.
  if ([[x, y], [y, x]].some(([plural, noun]) => UNCOUNTABLE_NOUN.test(noun!) && [`${noun}s`, `${noun}es`].includes(plural!))) return GRAMMAR_TOPICS.find((g) => g.key === 'countable')!.explain;
  // "hanged or hung", "learned or learnt": two past forms of one verb are its forms, not two meanings.
  const verb = pastFormsOfOneVerb(x, y);
  if (verb) return verbFormsAnswer(verb);
  const dx = tools.lookup?.(x)?.senses[0];
  const dy = tools.lookup?.(y)?.senses[0];
  // One sense for both ("shop", "store"): say they mean the same rather than give one definition twice.
  if (dx && dy && dx.definition === dy.definition) return `"${x}" and "${y}" mean the same: ${dx.definition.replace(/[.;]+$/, '')}. Which one people use can depend on where they are from.`;
  if (dx && dy) return `"${x}" (${dx.partOfSpeech}) means ${dx.definition.replace(/[.;]+$/, '')}, and "${y}" (${dy.partOfSpeech}) means ${dy.definition.replace(/[.;]+$/, '')}.`;
  return `Good question, but I don't have a clear explanation of "${x}" and "${y}" yet. Try using each one in a sentence, and I'll tell you if it sounds natural.`;
}

/** How differenceAnswer says it cannot explain a pair (then a grammar topic may). */
export const NO_DIFFERENCE_KNOWN = /^Good question, but I don't have a clear explanation of /;

/** The explanation of the first grammar topic a question names, or null. */
export function grammarTopicFor(question: string): string | null {
  return GRAMMAR_TOPICS.find((g) => g.match.test(question))?.explain ?? null;
}

export function grammarAnswer(question: string): string {
  // "How do I say 'They built this bridge in 1900' in the passive?": their sentence turned, then the rule.
  const active = /\bpassive\b/i.test(question) ? /["“‘']([^"”’]{8,80}?)["”’'](?!\p{L})/u.exec(question)?.[1] : undefined;
  const passive = active ? passiveOf(active) : null;
  if (passive) return `In the passive: "${passive}" The thing done comes first, then be + the past participle; add "by …" only when who did it matters.`;
  const spoken = /\b(?:say|read|write|pronounce)\b/i.test(question) ? numbersSpoken(question) : null;
  if (spoken) return spoken;
  const verb = PAST_OF.exec(question)?.[4]?.toLowerCase();
  if (verb) return verbFormsAnswer(verb);
  const ing = ING_OF.exec(question)?.slice(1).find(Boolean);
  if (ing) return ingAnswer(ing);
  const noun = PLURAL_OF.exec(question)?.[1];
  if (noun) return pluralAnswer(noun);
  const adjective = COMPARATIVE_OF.exec(question)?.slice(1).find(Boolean);
  if (adjective) return comparativeAnswer(adjective);
  return grammarTopicFor(question) ?? 'That is a big grammar question! Could you give me an example sentence? Then I can explain the rule behind it.';
}

/** `asked` is the learner's question: "What's my best friend called?" is about the best friend, not the first relative named. */
export function recallAnswer(about: RecallTopic, facts: readonly LearnerFact[], asked = ''): string {
  const name = factValue(facts, 'name');
  const pets = factsWith(facts, 'pet:');
  const family = factsWith(facts, 'family:');
  switch (about) {
    case 'name':
      if (/\bcall me\b/i.test(asked) && factValue(facts, 'nickname')) return `Your friends call you ${factValue(facts, 'nickname')}!`;
      return name ? `Your name is ${name}, of course!` : "You haven't told me your name yet. What's your name?";
    case 'from': {
      const from = factValue(facts, 'from');
      return from ? `You're from ${from}.` : "You haven't told me yet. Where are you from?";
    }
    case 'lives-in': {
      const lives = factValue(facts, 'lives-in');
      return lives ? `You live in ${lives}.` : "You haven't told me yet. Where do you live?";
    }
    case 'pet': {
      const named = pets.find((p) => p.value !== 'yes');
      if (named) return `Of course! Your ${named.key.slice(4)} is called ${named.value}.`;
      return pets[0] ? `You have a ${pets[0].key.slice(4)}, but you haven't told me its name. What is it called?` : "I don't think you've told me about a pet. Do you have one?";
    }
    case 'family': {
      const member = family.filter((p) => asked.toLowerCase().includes(p.key.slice(7))).sort((a, b) => b.key.length - a.key.length)[0];
      const named = member ? (member.value !== 'yes' ? member : undefined) : family.find((p) => p.value !== 'yes');
      if (named) return `Your ${named.key.slice(7)} is called ${named.value}.`;
      if (member) return `You told me about your ${member.key.slice(7)}, but not the name. What is it?`;
      return family[0] ? `You told me about your ${family[0].key.slice(7)}, but not the name. What is it?` : "You haven't told me about your family yet. Tell me!";
    }
    case 'job': {
      const job = factValue(facts, 'job') ?? factValue(facts, 'studies');
      return job ? `You told me: ${job}.` : "You haven't told me what you do. What's your job?";
    }
    case 'studies': {
      const studies = factValue(facts, 'studies');
      return studies ? `You study ${studies}.` : "You haven't told me what you study. What is it?";
    }
    case 'likes': {
      const likes = factsWith(facts, 'likes:').map((f) => f.value);
      return likes.length ? `You like ${likes.slice(0, 3).join(' and ')}.` : "You haven't told me what you like yet. What do you enjoy?";
    }
    case 'anything':
    default: {
      const parts = [name ? `your name is ${name}` : null, factValue(facts, 'from') ? `you're from ${factValue(facts, 'from')}` : null, pets[0] && pets[0].value !== 'yes' ? `your ${pets[0].key.slice(4)} is ${pets[0].value}` : null].filter(Boolean);
      return parts.length ? `I remember that ${parts.join(', ')}.` : "Not much yet! Tell me about yourself.";
    }
  }
}

/** A line with words of another language in it: name them and ask for the English. */
export function mixedLanguageAnswer(runs: readonly string[]): string {
  const quoted = runs.slice(0, 2).map((r) => `"${r}"`).join(' and ');
  return `I understood part of that! ${quoted} ${runs.length > 1 ? "aren't" : "isn't"} English, though. Can you say ${runs.length > 1 ? 'them' : 'it'} in English? Try, even with simple words.`;
}

/**
 * The English of a line in another language: the whole line when an engine can translate it, else
 * the English of its longer words one by one (a dictionary read backwards knows words, not
 * sentences), given as words, never strung into a sentence that could be wrong English. Short words
 * (articles, pronouns, "il", "de") are left out: they are the most ambiguous and the least telling.
 */
export async function otherLanguageAnswer(text: string, language: string, tools: LanguageTools): Promise<string> {
  const name = languageName(language);
  // Apertium's lines are word for word: of 20 everyday Spanish lines on 2026-11-28, 7 of the 13 it gave
  // whole were wrong English ("It does heat today", "How many years have?", "My mother is professor"). A
  // rule-based line is never offered as a model; a model's or a translation service's is.
  const line = tools.translateLine ? await tools.translateLine(text, 'en', language).catch(() => null) : undefined;
  const english = line !== undefined ? (line && !line.provider.startsWith('apertium') ? line.text : null) : tools.translate ? await tools.translate(text, 'en', language).catch(() => null) : null;
  const said = name ? `That looks like ${name}.` : 'That looks like another language.';
  // Where the engine's name is not known (translate alone), a line is offered only when it keeps no
  // source word and shows none of the word-for-word shapes that are wrong English; else its words.
  if (english && english.trim().toLowerCase() !== text.trim().toLowerCase() && !keptUntranslated(text, english, tools) && !literalCalque(english)) {
    const line = english.trim().replace(/\s+/g, ' ');
    return `${said} In English, you could say: "${line}"${/[.!?]$/.test(line) ? '' : '.'} Let's keep practising in English!`;
  }
  // Malay's words are looked up in Indonesian's dictionary, Galician's in Portuguese's.
  let glosses: Array<[string, string]> = [];
  for (const source of [language, ...(SHARED_WORDS[language] ?? [])]) if (glosses.length === 0) glosses = await glossWords(text, source, tools);
  if (glosses.length > 0) {
    const listed = glosses.map(([word, gloss]) => `"${word}" is "${gloss}"`).join(', ');
    return `${said} Some of its words in English: ${listed}. Can you say the whole thing in English? Use simple words; small mistakes are fine.`;
  }
  return `${said} Let's try it in English. Use simple words; small mistakes are fine.`;
}

