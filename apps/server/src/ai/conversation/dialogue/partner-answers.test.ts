import { describe, expect, it } from 'vitest';
import { loadContentPack } from '@parley/content/load-content';
import { PARTNER_ANSWERS, partnerAnswerFor } from './partner-answers.data';

describe('the partner answers every question-bank question itself', () => {
  const pack = loadContentPack();
  const questions = pack.questionBanks.flatMap((b) => [...Object.values(b.teacher).flat(), ...Object.values(b.friend).flat()]);

  it('finds a topical answer (not the catch-all) for every bank question, per role', () => {
    const catchAll = PARTNER_ANSWERS.length - 1;
    const untopical = questions.filter((q) => PARTNER_ANSWERS.findIndex((a) => a.match.test(q)) === catchAll);
    expect(untopical).toEqual([]);
    for (const q of questions) {
      expect(partnerAnswerFor(q, 'teacher')).not.toBe(partnerAnswerFor(q, 'friend'));
    }
  });

  it('answers in the first person, in plain sentences', () => {
    for (const a of PARTNER_ANSWERS) {
      for (const line of [a.teacher, a.friend]) expect(line).toMatch(/^[A-Z].*[.!?]$/);
    }
  });
});
