// Small text tools shared by the scene judge and the practice partner: word tokens with a light
// stemmer (so "coffees" matches "coffee"), similarity between lines, and text safe for speech.

/** Lower-case word tokens; apostrophes kept inside words ("don't"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
  );
}

/** A deliberately rough stem: enough to match plurals and simple verb forms. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('es') && /(ch|sh|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // "stopping" → "stopp" → "stop"
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** Whether every word of the phrase appears, in order and next to each other, in the tokens. */
export function containsPhrase(tokens: string[], phrase: string): boolean {
  const target = stems(phrase);
  if (target.length === 0) return false;
  for (let i = 0; i + target.length <= tokens.length; i += 1) {
    if (target.every((t, j) => tokens[i + j] === t)) return true;
  }
  return false;
}

/** Dice similarity of the two lines' word sets, 0..1. */
export function similarity(a: string, b: string): number {
  const sa = new Set(stems(a));
  const sb = new Set(stems(b));
  if (sa.size === 0 || sb.size === 0) return 0;
  let shared = 0;
  for (const w of sa) if (sb.has(w)) shared += 1;
  return (2 * shared) / (sa.size + sb.size);
}

/** A stable small number from a string, to vary wording without randomness. */
export function pick<T>(items: readonly T[], seed: string | number): T {
  const s = String(seed);
  let h = 0;
  for (let i = 0; i < s.length; i += 1) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return items[h % items.length] as T;
}

// Pictographs, regional-indicator flags, and the joiners and variation selectors that glue them.
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}/gu;

/**
 * Text that goes to speech: no emoji, no markdown marks. Applied to each streamed piece, so it
 * only removes characters and never needs to see the whole reply.
 */
export function cleanForSpeech(piece: string): string {
  return piece.replace(EMOJI, '').replace(/[*#`~]|(?<=\s|^)_+|_+(?=\s|$)/g, '');
}

/** Splits a finished reply into word-sized pieces for streaming. */
export function* tokensOf(text: string): Generator<string> {
  const parts = text.match(/\S+\s*/g) ?? [];
  for (const part of parts) yield part;
}
