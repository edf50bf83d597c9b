// The grouping behind My mistakes on hand-made rows whose right answers were worked out by hand.
import { describe, expect, it } from 'vitest';
import { correctedText, groupMistakes, ruleOf, type CorrectedMessageRow } from './mistakes';

const row = (id: number, createdAt: string, content: string, wrong: string, fix: string, category: string, reason: string): CorrectedMessageRow => {
  const start = content.indexOf(wrong);
  return { id, conversationId: 1, content, createdAt, correction: { start, end: start + wrong.length, wrong, fix, category, reason } };
};

describe('my mistakes', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  const rows = [
    // tense: 2 this week (Nov 20, Nov 23), 1 last week (Nov 12), 1 older (Nov 1): count 4
    row(1, '2026-11-01T09:00:00.000Z', 'Yesterday I go home.', 'go', 'went', 'tense', 'past simple for a finished time: yesterday'),
    row(2, '2026-11-12T09:00:00.000Z', 'Last year we visit Rome.', 'visit', 'visited', 'tense', 'past simple for a finished time: last year'),
    row(3, '2026-11-20T09:00:00.000Z', 'Two days ago I see him.', 'see', 'saw', 'tense', 'past simple for a finished time: two days ago'),
    row(4, '2026-11-23T09:00:00.000Z', 'Yesterday she cook pasta.', 'cook', 'cooked', 'tense', 'past simple for a finished time: yesterday'),
    // agreement: 1, on Nov 22 — older than the newest tense one, so the tense group comes first
    row(5, '2026-11-22T09:00:00.000Z', 'My brother have a car.', 'have', 'has', 'agreement', 'after he, she or it the verb takes -s'),
  ];

  it('groups by rule without the time word, newest group first, and counts this week against last week', () => {
    const groups = groupMistakes(rows, now);
    expect(groups.map((g) => [g.category, g.rule, g.count, g.thisWeek, g.lastWeek])).toEqual([
      ['tense', 'past simple for a finished time', 4, 2, 1],
      ['agreement', 'after he, she or it the verb takes -s', 1, 1, 0],
    ]);
    expect(groups[0]!.examples.map((e) => e.messageId)).toEqual([4, 3, 2, 1]);
    expect(groups[0]!.examples[0]!.corrected).toBe('Yesterday she cooked pasta.');
  });

  it('keeps at most the asked number of examples per group', () => {
    expect(groupMistakes(rows, now, 2)[0]!.examples).toHaveLength(2);
  });

  it('reads the rule from a reason and applies a removal without a double space', () => {
    expect(ruleOf({ reason: 'past simple for a finished time: yesterday' })).toBe('past simple for a finished time');
    expect(ruleOf({ reason: 'use -ed for how you feel' })).toBe('use -ed for how you feel');
    expect(correctedText('I want to go to home.', { start: 13, end: 16, fix: '' })).toBe('I want to go home.');
  });
});
