/**
 * Apertium's eng→spa with the partner's set phrases put right: sentences found in
 * spanish-phrases.data.ts take their everyday Spanish, the rest go through Apertium in one run, one
 * sentence a line, and come back in their places. Also writes Apertium's "VALE" (its translation of
 * "OK") the way Spanish does.
 */
import { SPANISH_PHRASES } from './spanish-phrases.data';
import { sentencesOf } from './spanish-punctuation';

// Capitalised in English but not names: these go through Apertium, which translates them.
const NOT_NAMES = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|english|spanish|i)$/iu;

/** The table's Spanish for these words (its own keys only: "constructor" is not a phrase). */
function phrase(words: string): string | undefined {
  const key = words.toLowerCase().replace(/’/g, "'");
  return Object.hasOwn(SPANISH_PHRASES, key) ? SPANISH_PHRASES[key] : undefined;
}

/**
 * A sentence's Spanish from the table, with the English sentence's closing marks, also when a
 * name follows the phrase ("Nice to meet you, Tomás!"); null if the sentence is not there.
 */
export function knownSpanish(sentence: string): string | null {
  const [, words = '', closing = ''] = /^(.*?)([.!?…]*)$/u.exec(sentence.trim()) ?? [];
  const whole = phrase(words);
  if (whole !== undefined) return `${whole}${closing}`;
  const [, head = '', name = ''] = /^([^,]+),\s*(\p{Lu}\p{L}*(?:\s\p{Lu}\p{L}*)?)$/u.exec(words) ?? [];
  const start = head && !name.split(' ').some((word) => NOT_NAMES.test(word)) ? phrase(head) : undefined;
  return start === undefined ? null : `${start}, ${name}${closing}`;
}

/** "OK" comes back as "VALE": an interjection at a sentence's start is "Vale", elsewhere "bien". */
function writeOk(spanish: string): string {
  return spanish.replace(/(^|[.!?]\s+)VALE\b/g, '$1Vale').replace(/\bVALE\b/g, 'bien');
}

export async function translateSpanish(text: string, apertium: (text: string) => Promise<string>): Promise<string> {
  const sentences = sentencesOf(text.trim());
  const known = sentences.map(knownSpanish);
  const unknown = sentences.filter((_, i) => known[i] === null);
  // A text of several lines, or with no set phrase, goes through whole, as it came.
  if (text.includes('\n') || unknown.length === sentences.length) return writeOk(await apertium(text));
  if (unknown.length === 0) return known.join(' ');
  const lines = (await apertium(unknown.join('\n'))).split('\n');
  // Apertium keeps line breaks; if it ever does not, the sentences cannot be put back in place.
  if (lines.length !== unknown.length) return writeOk(await apertium(text));
  let next = 0;
  return sentences.map((_, i) => known[i] ?? writeOk(lines[next++]!.trim())).join(' ');
}
