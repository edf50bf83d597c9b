/**
 * Forced alignment of one recording against several readings of the same sentence (issue 18): each
 * reading is the sentence's words in order, each word with one fixed pronunciation. PocketSphinx aligns
 * every reading with the same audio in one `pocketsphinx_batch` run (`-fsgctl`: one finite-state grammar
 * per utterance) and reports each reading's acoustic score. Two readings that differ in one word compare
 * that word's pronunciations directly, a likelihood ratio with no prior in the way.
 *
 * `-compallsen yes` is what makes the scores comparable: PocketSphinx scores each frame relative to the best
 * senone it computed, and without it each grammar computes a different set (measured on the minimal pairs:
 * without it, right and wrong readings could no longer be told apart; bench/speech, 2026-11-29).
 */

/** One reading: for each word of the sentence its phones, or null for a word the dictionary does not know. */
export type Reading = ReadonlyArray<readonly string[] | null>;

/**
 * Not a reading of the sentence but any sequence of English phones: what the recording fits best with no
 * text imposed. A sentence that fits far worse than this was not what the recording says.
 */
export const FREE_PHONES = 'free phones';
export type ReadingOrFree = Reading | typeof FREE_PHONES;

/** The acoustic model's phones (CMU ARPAbet without stress). */
const PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' ');

export interface AlignedReading {
  /** total acoustic score (PocketSphinx's log units); higher fits the audio better */
  acoustic: number;
  /** frames (10 ms) each word took, by the word's position in the sentence; 0 for a word not in the reading */
  wordFrames: number[];
  /** frames of the whole recording */
  frames: number;
}

export interface AlignmentFiles {
  dict: string;
  /** per reading, its grammar in Sphinx FSG format */
  fsgs: string[];
}

const tokenOf = (word: number, pron: number) => `w${word}p${pron}`;

const fsg = (states: number, transitions: string[]) =>
  ['FSG_BEGIN reading', `NUM_STATES ${states}`, 'START_STATE 0', `FINAL_STATE ${states - 1}`, ...transitions, 'FSG_END', ''].join('\n');

/** The dictionary and one grammar per reading (linear, or a loop of any phones); a pronunciation used by several readings is one entry. */
export function alignmentFiles(readings: readonly ReadingOrFree[]): AlignmentFiles {
  const prons = new Map<string, string>();
  const fsgs = readings.map((reading) => {
    if (reading === FREE_PHONES) {
      // one phone or more, each followed by any other: state 1 is final and loops
      return fsg(2, PHONES.flatMap((p) => [`TRANSITION 0 1 ${(1 / PHONES.length).toFixed(6)} ph${p}`, `TRANSITION 1 1 ${(1 / PHONES.length).toFixed(6)} ph${p}`]));
    }
    const seq: string[] = [];
    reading.forEach((phones, word) => {
      if (!phones || phones.length === 0) return;
      const key = `${word} ${phones.join(' ')}`;
      let token = prons.get(key);
      if (!token) prons.set(key, (token = tokenOf(word, prons.size)));
      seq.push(token);
    });
    return fsg(seq.length + 1, seq.map((token, i) => `TRANSITION ${i} ${i + 1} 1.0 ${token}`));
  });
  const lines = [...prons].map(([key, token]) => `${token} ${key.split(' ').slice(1).join(' ')}`);
  if (readings.includes(FREE_PHONES)) lines.push(...PHONES.map((p) => `ph${p} ${p}`));
  return { dict: `${lines.join('\n')}\n`, fsgs };
}

/**
 * Parses `-hypseg` output: one line per utterance, `id S scale T total A acoustic L language` then
 * `startFrame acoustic language token` per segment and the end frame, in the order of `readings`. A
 * reading the search could not finish (PocketSphinx then gives its best partial path) comes back as null.
 */
export function parseHypseg(text: string, readings: readonly ReadingOrFree[]): Array<AlignedReading | null> {
  const lines = text.split('\n').filter((l) => l.trim());
  return readings.map((reading, i) => {
    const t = lines[i]?.trim().split(/\s+/);
    if (!t || t.length < 14 || t[5] !== 'A') return null;
    const acoustic = Number(t[6]);
    const segs: Array<{ start: number; token: string }> = [];
    let k = 9;
    for (; k + 3 < t.length; k += 4) segs.push({ start: Number(t[k]), token: t[k + 3]! });
    const end = Number(t[k]);
    if (reading === FREE_PHONES) return Number.isFinite(acoustic) && segs.some((x) => x.token.startsWith('ph')) ? { acoustic, wordFrames: [], frames: end } : null;
    const wordFrames = new Array<number>(reading.length).fill(0);
    let aligned = 0;
    segs.forEach((s, j) => {
      const m = /^w(\d+)p\d+$/.exec(s.token);
      if (!m) return; // <sil> and other fillers between words
      aligned++;
      wordFrames[Number(m[1])] = (segs[j + 1]?.start ?? end) - s.start;
    });
    const expected = reading.filter((phones) => phones && phones.length > 0).length;
    return Number.isFinite(acoustic) && aligned === expected && expected > 0 ? { acoustic, wordFrames, frames: end } : null;
  });
}
