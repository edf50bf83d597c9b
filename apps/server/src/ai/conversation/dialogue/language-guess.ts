// Whether the learner wrote in another language or typed something that is no language at all.
// tinyld (decision 0010) names the language; it misreads short English lines ("Hello!" → Italian,
// "My name is Tomasz." → Polish), so a line counts as another language only when most of its words
// are also unknown to the English lexicon. Gibberish: mostly unknown words that no detector
// places, or letter runs no language has.
import { detectAll } from 'tinyld';

export interface LanguageGuess {
  /** 'en', another ISO 639-1 code, or 'gibberish'. */
  language: string;
}

/** Whether a word is English: the lexicon's lemma, or a common form it may not list. */
export type KnowsWord = (word: string) => boolean;

/** Short English words that other languages rarely write: a line with a few of them is English. */
const ENGLISH_MARKERS = new Set(['i', 'a', 'an', 'the', 'is', 'am', 'are', 'was', 'were', 'my', 'me', 'you', 'your', 'we', 'they', 'he', 'she', 'it', 'and', 'in', 'on', 'at', 'to', 'of', 'with', 'what', 'how', 'do', 'does', 'did', 'have', 'has', 'this', 'that', 'yes', 'ok', 'okay', 'hi', 'hello', 'like', 'want', 'can', 'not', "i'm", "don't", "it's", 'thanks', 'thank', 'please', 'bye', 'good', 'so', 'very', 'but', 'or', 'for', 'from', 'go', 'went']);
/** Sounds and chat words the lexicon may not list. */
const INTERJECTIONS = new Set(['hmm', 'hmmm', 'um', 'umm', 'uh', 'oh', 'ah', 'wow', 'haha', 'hahaha', 'lol', 'yay', 'oops', 'ugh', 'yeah', 'yep', 'nope', 'hey', 'ok', 'okay', 'mm']);

const letterWords = (text: string) => text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];

/** A word no language would write: no vowel in a long run, or long consonant clusters. */
const unpronounceable = (w: string) => (w.length >= 4 && !/[aeiouy]/i.test(w)) || /[bcdfghjklmnpqrstvwxz]{5,}/i.test(w);

export function guessLanguage(text: string, knows: KnowsWord | null, nativeLanguage: string | null = null): LanguageGuess {
  const words = letterWords(text);
  if (words.length === 0) return { language: 'en' };
  // Scripts other than Latin are another language whatever the detector says.
  if (/[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Hangul}\p{Script=Greek}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Hebrew}]/u.test(text)) {
    const top = detectAll(text)[0];
    return { language: top?.lang ?? 'other' };
  }
  const markers = words.filter((w) => ENGLISH_MARKERS.has(w)).length;
  if (markers / words.length >= 0.2) return { language: 'en' };
  // Capitalised words are names and places ("Tomasz", "São Paulo"): English enough for a reply.
  const names = new Set((text.match(/(?<=[^.!?\s]\s+)\p{Lu}\p{L}+/gu) ?? []).map((w) => w.toLowerCase()));
  const known = words.filter((w) => INTERJECTIONS.has(w) || names.has(w) || (knows ? knows(w) : true)).length;
  const share = known / words.length;
  const ranked = detectAll(text);
  const top = ranked[0];
  const odd = words.filter(unpronounceable).length;
  // The learner's own language is the likeliest other one: a weaker score is enough for it.
  const native = nativeLanguage?.split('-')[0];
  const nativeScore = ranked.slice(0, 3).find((r) => r.lang === native);
  if (nativeScore && native !== 'en' && nativeScore.accuracy >= 0.05 && odd === 0 && words.length >= 2 && share < 0.75) return { language: nativeScore.lang };
  if (top && top.lang !== 'en' && top.accuracy >= 0.15 && odd === 0 && words.length >= 2 && share < 0.75) return { language: top.lang };
  if (odd > 0 && share < 0.5) return { language: 'gibberish' };
  if (knows && share < 0.34 && words.length >= 2) return { language: 'gibberish' };
  return { language: 'en' };
}
