/** Edit-distance alignment of two sequences, returning the aligned pairs. */

export interface AlignedPair {
  /** index into the reference (expected) sequence, null for an insertion */
  ref: number | null;
  /** index into the hypothesis (heard) sequence, null for a deletion */
  hyp: number | null;
}

/**
 * Levenshtein alignment. `subCost(a, b)` gives the cost of pairing a with b
 * (0 = identical, 1 = unrelated); insertions and deletions cost 1.
 */
export function align<A, B>(ref: readonly A[], hyp: readonly B[], subCost: (a: A, b: B) => number): AlignedPair[] {
  const n = ref.length;
  const m = hyp.length;
  const w = m + 1;
  const d = new Float64Array((n + 1) * w);
  for (let i = 0; i <= n; i++) d[i * w] = i;
  for (let j = 0; j <= m; j++) d[j] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const sub = d[(i - 1) * w + j - 1]! + subCost(ref[i - 1]!, hyp[j - 1]!);
      const del = d[(i - 1) * w + j]! + 1;
      const ins = d[i * w + j - 1]! + 1;
      d[i * w + j] = Math.min(sub, del, ins);
    }
  }
  const out: AlignedPair[] = [];
  let i = n;
  let j = m;
  const eq = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  while (i > 0 || j > 0) {
    const here = d[i * w + j]!;
    if (i > 0 && j > 0 && eq(here, d[(i - 1) * w + j - 1]! + subCost(ref[i - 1]!, hyp[j - 1]!))) {
      out.push({ ref: i - 1, hyp: j - 1 });
      i--;
      j--;
    } else if (i > 0 && eq(here, d[(i - 1) * w + j]! + 1)) {
      out.push({ ref: i - 1, hyp: null });
      i--;
    } else {
      out.push({ ref: null, hyp: j - 1 });
      j--;
    }
  }
  return out.reverse();
}

/** Word-level edit distance (substitutions + deletions + insertions). */
export function editDistance(ref: readonly string[], hyp: readonly string[]): number {
  return align(ref, hyp, (a, b) => (a === b ? 0 : 1)).reduce((n, p) => {
    if (p.ref === null || p.hyp === null) return n + 1;
    return n + (ref[p.ref] === hyp[p.hyp] ? 0 : 1);
  }, 0);
}

/** Lower-case words with punctuation removed (apostrophes inside words kept). */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Word error rate of `hyp` against `ref` (both free text). */
export function wordErrorRate(ref: string, hyp: string): number {
  const r = normaliseWords(ref);
  if (r.length === 0) return normaliseWords(hyp).length === 0 ? 0 : 1;
  return editDistance(r, normaliseWords(hyp)) / r.length;
}
