// My mistakes (issue 15 §3): the corrections shown on a learner's chat turns, grouped by the rule
// they taught, with counts and a weekly trend. Pure: the repository reads the rows, this groups them.
import type { Correction } from '@parley/contract/conversation';
import type { MistakeGroup } from '@parley/contract/progress';

export interface CorrectedMessageRow {
  id: number;
  conversationId: number;
  content: string;
  correction: Correction;
  createdAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rule a correction teaches, without the time word a tense reason ends with ("…: yesterday"). */
export function ruleOf(correction: Pick<Correction, 'reason'>): string {
  return correction.reason.replace(/:\s+[^:]*$/, '').trim();
}

/** The message with its one fix applied. */
export function correctedText(content: string, c: Pick<Correction, 'start' | 'end' | 'fix'>): string {
  return `${content.slice(0, c.start)}${c.fix}${content.slice(c.end)}`.replace(/\s{2,}/g, ' ');
}

/** Groups newest first (by their newest correction); within a group, corrections newest first. */
export function groupMistakes(rows: readonly CorrectedMessageRow[], now: Date, examplesPerGroup = 5): MistakeGroup[] {
  const weekAgo = now.getTime() - 7 * DAY_MS;
  const twoWeeksAgo = now.getTime() - 14 * DAY_MS;
  const groups = new Map<string, MistakeGroup & { newest: string }>();
  const sorted = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  for (const row of sorted) {
    const rule = ruleOf(row.correction);
    const key = `${row.correction.category}\u0000${rule}`;
    let group = groups.get(key);
    if (!group) {
      group = { category: row.correction.category, rule, count: 0, thisWeek: 0, lastWeek: 0, examples: [], newest: row.createdAt };
      groups.set(key, group);
    }
    group.count += 1;
    const at = Date.parse(row.createdAt);
    if (at > weekAgo) group.thisWeek += 1;
    else if (at > twoWeeksAgo) group.lastWeek += 1;
    if (group.examples.length < examplesPerGroup) {
      group.examples.push({
        messageId: row.id,
        conversationId: row.conversationId,
        content: row.content,
        corrected: correctedText(row.content, row.correction),
        wrong: row.correction.wrong,
        fix: row.correction.fix,
        createdAt: row.createdAt,
      });
    }
  }
  return [...groups.values()].sort((a, b) => b.newest.localeCompare(a.newest)).map(({ newest: _newest, ...group }) => group);
}
