// How often a model's answer came in the shape asked for (issue 23: reply-format compliance).
// The parsers count, and change nothing: "clean" answers were used as sent, "repaired" ones were
// used after a fix (prose around the JSON, an issue dropped or moved, markdown or emoji stripped
// from a reply), "unusable" ones were thrown away. Process-wide on purpose: the scorecard reads
// the counts around a run, and the parsers have no app to hang a registry on.
export type FormatKind = 'reply' | 'grammar-json';
export type FormatOutcome = 'clean' | 'repaired' | 'unusable';

export type FormatCounts = Record<FormatKind, Record<FormatOutcome, number>>;

const empty = (): FormatCounts => ({
  reply: { clean: 0, repaired: 0, unusable: 0 },
  'grammar-json': { clean: 0, repaired: 0, unusable: 0 },
});

let counts = empty();

export function countFormat(kind: FormatKind, outcome: FormatOutcome): void {
  counts[kind][outcome] += 1;
}

/** A copy of the counts so far. */
export function formatCounts(): FormatCounts {
  return { reply: { ...counts.reply }, 'grammar-json': { ...counts['grammar-json'] } };
}

/** The counts since `before` (a copy taken earlier). */
export function formatCountsSince(before: FormatCounts): FormatCounts {
  const now = formatCounts();
  for (const kind of Object.keys(now) as FormatKind[]) {
    for (const outcome of Object.keys(now[kind]) as FormatOutcome[]) now[kind][outcome] -= before[kind][outcome];
  }
  return now;
}

export function resetFormatCounts(): void {
  counts = empty();
}
