/**
 * Compares the phones a word should have with the phones of the pronunciation the decoder picked:
 * each expected phone is 'ok', 'substituted' (by which phone) or 'missing', and extra phones are
 * 'inserted'. Word scores come from these results.
 */
import { align } from './align';
import { phoneDistance } from './cmu';

export type PhoneStatus = 'ok' | 'substituted' | 'missing' | 'inserted';

export interface PhoneResult {
  /** expected ARPAbet phone (null for an inserted one) */
  expected: string | null;
  /** heard ARPAbet phone (null when missing) */
  heard: string | null;
  status: PhoneStatus;
}

export function comparePhones(expected: readonly string[], heard: readonly string[]): PhoneResult[] {
  // near phones pair up as substitutions rather than as a deletion plus an insertion
  return align(expected, heard, (a, b) => (a === b ? 0 : 0.5 + 0.5 * phoneDistance(a, b) * 0.9)).map((p) => {
    const e = p.ref === null ? null : expected[p.ref]!;
    const h = p.hyp === null ? null : heard[p.hyp]!;
    if (e === null) return { expected: null, heard: h, status: 'inserted' as const };
    if (h === null) return { expected: e, heard: null, status: 'missing' as const };
    return { expected: e, heard: h, status: e === h ? ('ok' as const) : ('substituted' as const) };
  });
}

/** 0–100: share of expected phones said as expected, less a little for each inserted phone. */
export function wordScoreFromPhones(results: readonly PhoneResult[]): number {
  const expected = results.filter((r) => r.expected !== null).length;
  if (expected === 0) return 0;
  const ok = results.filter((r) => r.status === 'ok').length;
  const inserted = results.filter((r) => r.status === 'inserted').length;
  return Math.max(0, Math.round((100 * ok) / expected - 15 * inserted));
}
