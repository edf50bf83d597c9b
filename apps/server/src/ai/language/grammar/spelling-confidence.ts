// When is a spelling correction sure enough to show inside a conversation? (decision 0014)
// Harper's first suggestion for an unknown word is a guess: on learner chat it turned names,
// dishes and slang into other words ("riad" → "rad", "thx" → "the", "spain" → "slain",
// "bussiness" → "bossiness"). A second, independent dictionary (Hunspell en-GB through nspell)
// decides: a word it knows is no typo (British spellings too: "ambience", "practise"); a word it
// knows only with a capital is a capitalisation slip ("spain" → "Spain"); otherwise the fix is
// sure only when exactly one word it knows lies one edit away ("libary" → "library").
import dictionary from 'dictionary-en-gb';
import nspell from 'nspell';

export interface Speller {
  /** The one fix for an unknown word, or null when the word is known or the fix is not sure. */
  sureFix(word: string): string | null;
  /** Whether the dictionary knows the word as written, or as a brand writes it (wifi as WiFi): such a word
   * is no typo, whatever another checker guesses ("wifi" → "wife"). */
  knows(word: string): boolean;
}

/** Words longer than this are not looked at: a typo of a long word has many neighbours to try. */
const MAX_LETTERS = 20;
const LETTERS = "abcdefghijklmnopqrstuvwxyz'";

/** Every string one edit (delete, swap of neighbours, change, insert) away from `word`. */
export function oneEditAway(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      if (tail) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(word);
  return out;
}

/**
 * Decides with `isKnown` (a dictionary's check, case-sensitive as Hunspell's is) and `isMixedCase` (whether
 * a small-letter word is an entry with a capital inside: wifi as WiFi, github as GitHub; known, only its
 * brand capitals missing, which is no typo).
 */
export function sureFixWith(isKnown: (word: string) => boolean, word: string, isMixedCase: (word: string) => boolean = () => false): string | null {
  if (!/^[a-z][a-z']*$/.test(word) || word.length > MAX_LETTERS) return null;
  if (isKnown(word) || isMixedCase(word)) return null;
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  if (isKnown(capitalised)) return capitalised;
  let found: string | null = null;
  for (const candidate of oneEditAway(word)) {
    if (!isKnown(candidate)) continue;
    if (found !== null) return null;
    found = candidate;
  }
  return found;
}

/** Loads Hunspell's en-GB dictionary (about 1 s and 27 MB, once per grammar worker; bench/grammar/speller-cost.ts). */
export function createSpeller(): Speller {
  const dic = Buffer.from(dictionary.dic);
  const spell = nspell({ aff: Buffer.from(dictionary.aff), dic });
  // The few entries with a capital inside (WiFi, FedEx, GitHub; about 120), by their small-letter form.
  const mixedCase = new Set(dic.toString('utf8').split('\n').flatMap((line) => (/^[A-Za-z]*[a-z][A-Z]/.test(line) ? [line.split('/')[0]!.toLowerCase()] : [])));
  // Not a small-letter word known only with a capital: "english" is a slip for "English".
  const knows = (word: string) => spell.correct(word) || mixedCase.has(word.toLowerCase());
  return { sureFix: (word) => sureFixWith((w) => spell.correct(w), word, (w) => mixedCase.has(w)), knows };
}
