// Whether the learner wrote in another language or typed something that is no language at all.
// eld (decision 0013, the chat gate's detector too) names the language; it misreads short English
// lines ("Hello!" → Finnish), so a line counts as another language only when eld says its guess is
// reliable and most of its words are also unknown to the English lexicon. Gibberish: mostly unknown words that no detector
// places, or letter runs no language has.
import { eld } from 'eld/medium';

export interface LanguageGuess {
  /** 'en', another ISO 639-1 code, or 'gibberish'. */
  language: string;
  /**
   * English with runs of words of another language in it ("I'm so thak gaya today, kal bahut kaam
   * tha"): those runs, so the partner can ask for them in English. Only when language is 'en'.
   */
  mixed?: string[];
}

/** Whether a word is English: the lexicon's lemma, or a common form it may not list. */
export type KnowsWord = (word: string) => boolean;

/** Short English words that other languages rarely write: a line with a few of them is English. */
/** Marker words that are just as common in other languages (German "so", Italian "a", Spanish "me"): no sign of English alone. */
const ALSO_ELSEWHERE = new Set(['a', 'in', 'so', 'me', 'do', 'go']);
/**
 * The little words of the languages learners most often write in: two of the detected language's and
 * no English marker name it, though a dictionary knows "la", "con" or "die" as English words.
 */
const LITTLE_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  es: new Set(['el', 'los', 'las', 'una', 'y', 'que', 'del', 'con', 'por', 'para', 'mis', 'tus', 'sus', 'voy', 'es', 'está', 'muy', 'pero', 'yo', 'mi', 'se', 'la', 'al']),
  fr: new Set(['le', 'les', 'une', 'et', 'que', 'du', 'des', 'avec', 'pour', 'mes', 'je', 'tu', 'il', 'est', 'suis', 'très', 'mais', 'au', 'aux', 'ne', 'pas', 'la']),
  it: new Set(['il', 'lo', 'gli', 'una', 'che', 'di', 'del', 'con', 'per', 'mi', 'sono', 'è', 'molto', 'ma', 'non', 'ho', 'la']),
  pt: new Set(['os', 'um', 'uma', 'que', 'do', 'da', 'com', 'para', 'meus', 'eu', 'é', 'muito', 'mas', 'não', 'vou']),
  de: new Set(['der', 'die', 'das', 'ein', 'eine', 'und', 'ist', 'ich', 'nicht', 'mit', 'für', 'sehr', 'aber', 'mein', 'meine', 'bin', 'habe', 'keine', 'kein', 'zu', 'wir', 'auf', 'nach']),
};
const ENGLISH_MARKERS = new Set(['i', 'a', 'an', 'the', 'is', 'am', 'are', 'was', 'were', 'my', 'me', 'you', 'your', 'we', 'they', 'he', 'she', 'it', 'and', 'in', 'on', 'at', 'to', 'of', 'with', 'what', 'how', 'do', 'does', 'did', 'have', 'has', 'this', 'that', 'yes', 'ok', 'okay', 'hi', 'hello', 'like', 'want', 'can', 'not', "i'm", "don't", "it's", 'thanks', 'thank', 'please', 'bye', 'good', 'so', 'very', 'but', 'or', 'for', 'from', 'go', 'went']);
/** Sounds and chat words the lexicon may not list. */
const INTERJECTIONS = new Set(['hmm', 'hmmm', 'um', 'umm', 'uh', 'oh', 'ah', 'wow', 'haha', 'hahaha', 'lol', 'yay', 'oops', 'ugh', 'yeah', 'yep', 'nope', 'hey', 'ok', 'okay', 'mm']);

/** Languages by how many people speak them, for near ties between neighbours. */
const WIDELY_SPOKEN = ['es', 'fr', 'de', 'pt', 'ru', 'it', 'zh', 'ar', 'tr', 'pl', 'nl'];

/** eld's guess, and its scores best first. */
function detect(text: string, native?: string): { top: string; reliable: boolean; ranked: Array<{ lang: string; score: number }> } {
  const result = eld.detect(text);
  const ranked = Object.entries(result.getScores())
    .map(([lang, score]) => ({ lang, score }))
    .sort((a, b) => b.score - a.score);
  // Close neighbours score within a hair of each other ("Я не понимаю": uk 0.834, ru 0.828): the
  // learner's language, else the one more learners speak, wins a near tie.
  const near = ranked.filter((r) => ranked[0] && ranked[0].score - r.score <= 0.01).map((r) => r.lang);
  const top = (native && near.includes(native) ? native : WIDELY_SPOKEN.find((l) => near.includes(l))) ?? result.language;
  return { top, reliable: result.isReliable(), ranked };
}

/** The language a single word or short phrase is most likely in, other than English, when eld can say. */
export function likelyLanguagesOf(text: string): string[] {
  return detect(text).ranked.filter((r) => r.lang !== 'en').slice(0, 3).map((r) => r.lang);
}

const letterWords = (text: string) => text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];

/** A word no language would write: no vowel in a long run, or long consonant clusters. */
// Accents are stripped first: "très" has a vowel.
const bare = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
const unpronounceable = (w: string) => (bare(w).length >= 4 && !/[aeiouy]/i.test(bare(w))) || /[bcdfghjklmnpqrstvwxz]{5,}/i.test(bare(w));

export function guessLanguage(text: string, knows: KnowsWord | null, nativeLanguage: string | null = null): LanguageGuess {
  const words = letterWords(text);
  if (words.length === 0) return { language: 'en' };
  // Scripts other than Latin are another language whatever the detector says.
  if (/[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Hangul}\p{Script=Greek}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Hebrew}]/u.test(text)) {
    return { language: detect(text, nativeLanguage?.split('-')[0]).top || 'other' };
  }
  // Words common elsewhere count only beside a marker of English alone: "Ich bin heute so müde" has none.
  const plain = words.filter((w) => ENGLISH_MARKERS.has(w) && !ALSO_ELSEWHERE.has(w)).length;
  const markers = plain > 0 ? words.filter((w) => ENGLISH_MARKERS.has(w)).length : 0;
  // Capitalised words are names and places ("Tomasz", "São Paulo"): English enough for a reply.
  const names = new Set((text.match(/(?<=[^.!?\s]\s+)\p{Lu}\p{L}+/gu) ?? []).map((w) => w.toLowerCase()));
  const english = (): LanguageGuess => {
    const mixed = knows ? otherLanguageRuns(text, (w) => INTERJECTIONS.has(w) || names.has(w) || knows(w)) : [];
    return mixed.length > 0 ? { language: 'en', mixed } : { language: 'en' };
  };
  // "mmm the the uh": sounds with only little words between them say nothing yet.
  const sound = (w: string) => /^(blah|na|la|da|ba|tra|ta|pa|pf+|psh+|sh+|brr+|tsk|mm+|hm+|um+|uh+|er+|erm|ah+|oh+)$/.test(w);
  if (words.length >= 2 && words.some(sound) && words.every((w) => sound(w) || /^(the|a|an|and|so|i|like|well|but)$/.test(w))) return { language: 'gibberish' };
  if (markers / words.length >= 0.2) return english();
  const { top, reliable, ranked } = detect(text, nativeLanguage?.split('-')[0]);
  const little = top ? LITTLE_WORDS[top] : undefined;
  if (little && plain === 0 && words.length >= 3 && new Set(words.filter((w) => little.has(w))).size >= 2) return { language: top! };
  // German writes every noun with a capital ("wo ist der Bahnhof"): there a capital names nothing.
  const nounsCapitalised = reliable && (top === 'de' || top === 'lb');
  const known = words.filter((w) => INTERJECTIONS.has(w) || (names.has(w) && !nounsCapitalised) || (knows ? knows(w) : true)).length;
  const share = known / words.length;
  // Five consonants in a row are German or Polish spelling ("Entschuldigung") when the detector is sure of a language.
  const odd = words.filter((w) => unpronounceable(w) && !(reliable && top !== 'en' && /[aeiouy]/i.test(bare(w)) && !/[bcdfghjklmnpqrstvwxz]{6,}/i.test(bare(w)))).length;
  // The learner's own language is the likeliest other one: a weaker score is enough for it.
  const native = nativeLanguage?.split('-')[0];
  const nativeScore = ranked.slice(0, 3).find((r) => r.lang === native);
  // Sounds and filler ("mm blah na na") are no language, whatever the detector places them in.
  const filler = words.every(sound);
  if (nativeScore && native !== 'en' && odd === 0 && words.length >= 2 && share < 0.75 && !filler) return { language: nativeScore.lang };
  if (top && top !== 'en' && reliable && odd === 0 && words.length >= 2 && share < 0.75 && !filler) return { language: top };
  if (filler && words.length >= 2) return { language: 'gibberish' };
  if (odd > 0 && share < 0.5) return { language: 'gibberish' };
  if (knows && share < 0.34 && words.length >= 2) return { language: 'gibberish' };
  return english();
}

/**
 * Runs of two or more unknown lower-case words in an English line, when at least four words (and a
 * third of the line) are unknown: code-mixing. One or two unknown words are more likely misspellings ("I goed to the
 * libary"), and capitalised ones are names, so neither counts.
 */
function otherLanguageRuns(text: string, known: KnowsWord): string[] {
  // Links and addresses are not words of any language.
  const tokens = text.replace(/\b(?:https?:\/\/|www\.)\S+|\S+@\S+|\S+\.\p{L}{2,}\S*/giu, ' ').split(/[^\p{L}'’-]+/u).filter(Boolean);
  const unknownAt = tokens.map((t) => /^\p{Ll}[\p{L}'’-]*$/u.test(t) && !known(t.toLowerCase()));
  const unknown = unknownAt.filter(Boolean).length;
  // "injera with doro wat" is a dish, not code-mixing: it takes four unknown words and a third of the line.
  if (unknown < 4 || unknown / tokens.length < 0.3) return [];
  const runs: string[] = [];
  let run: string[] = [];
  tokens.forEach((t, i) => {
    if (unknownAt[i]) run.push(t);
    else {
      if (run.length >= 2) runs.push(run.join(' '));
      run = [];
    }
  });
  if (run.length >= 2) runs.push(run.join(' '));
  return runs;
}
