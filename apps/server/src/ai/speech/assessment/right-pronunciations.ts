/**
 * Every pronunciation of a word that counts as right: the dictionary's main one, its listed alternates
 * ("either" as IY DH ER or AY DH ER), and for the short function words of connected speech their weak
 * forms ("to" as /tə/, "you" as /jə/, "it" before a consonant without its /t/). Learners are not marked
 * down for these: a native speaker says them so, and the recogniser hears them most of the time.
 */
import { isVowel } from './learner-variants';

/**
 * Words English reduces in running speech. They get no learner variants: a reduced vowel in them is not a
 * mistake, and their few frames are too short for a sound-level verdict.
 */
export const WEAK_FORM_WORDS: ReadonlySet<string> = new Set(
  ('a an the to of for from and but or as at in on by with into than that there ' +
    'i you he she it we they me him her us them my your his its our their ' +
    'is am are was were be been do does did have has had can could will would shall should must ' +
    'not just some so').split(' '),
);

const REDUCED_VOWELS = ['AH', 'IH', 'UH'];

/**
 * `dictionary` holds the word's stressless pronunciations, the main one first. Returns them, deduplicated,
 * plus weak forms for a function word: its vowel reduced and a final T or D dropped.
 */
export function rightPronunciations(word: string, dictionary: readonly (readonly string[])[]): string[][] {
  const out: string[][] = [];
  const seen = new Set<string>();
  const add = (p: readonly string[]) => {
    const key = p.join(' ');
    if (p.length > 0 && !seen.has(key)) {
      seen.add(key);
      out.push([...p]);
    }
  };
  dictionary.forEach(add);
  if (!WEAK_FORM_WORDS.has(word.toLowerCase()) || out.length === 0) return out;
  for (const p of [...out]) {
    const vowels = p.flatMap((ph, i) => (isVowel(ph) ? [i] : []));
    // only one-vowel words reduce as a whole; "into" or "any" keep their shape
    if (vowels.length === 1) for (const v of REDUCED_VOWELS) add(p.map((ph, i) => (i === vowels[0] ? v : ph)));
    if (p.length > 1 && (p.at(-1) === 'T' || p.at(-1) === 'D')) add(p.slice(0, -1));
  }
  return out;
}
