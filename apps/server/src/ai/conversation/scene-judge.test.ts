import { describe, expect, it } from 'vitest';
import { loadContentPack } from '@parley/content/load-content';
import { judgeSceneTurn } from './scene-judge';
import { detailsFrom, withDetails } from './scene-details';

const pack = loadContentPack();
const scene = (slug: string) => pack.scenes.find((s) => s.slug === slug)!;
const at = (turn: number) => ({ turn, misses: 0, hintedTurns: 0 });

describe('the scene judge listens', () => {
  it('does not count a refusal as fitting, whatever its key words', () => {
    const step = judgeSceneTurn(scene('job-interview-cafe'), at(3), "I don't want to work weekends. Never.");
    expect(step.verdict).toMatchObject({ fits: false, refused: true });
    expect(step.advance).toBe(false);
  });

  it('takes a plain "No" to "Do you have any questions for me?"', () => {
    expect(judgeSceneTurn(scene('job-interview-cafe'), at(4), 'No.').verdict.fits).toBe(true);
    expect(judgeSceneTurn(scene('job-interview-cafe'), at(4), 'No, thank you.').completed).toBe(true);
  });

  it('answers an off-script question without counting a miss', () => {
    const step = judgeSceneTurn(scene('booking-a-table'), at(1), 'Do you have parking?');
    expect(step.verdict).toMatchObject({ fits: false, offScript: true });
    expect(step.misses).toBe(0);
  });

  it('skips the turns a line already answered, and takes any day or number the turn asks for', () => {
    const step = judgeSceneTurn(scene('booking-a-table'), at(0), "I'd like to book a table for four people on Saturday, please.");
    expect(step.nextTurn).toBe(3);
    expect(judgeSceneTurn(scene('booking-a-table'), at(1), 'Tomorrow, please.').verdict.fits).toBe(true);
    expect(judgeSceneTurn(scene('booking-a-table'), at(3), 'At nine.').verdict.fits).toBe(true);
    // "for six" answers how many, not what time.
    expect(judgeSceneTurn(scene('booking-a-table'), at(2), 'For six people.').nextTurn).toBe(3);
  });

  it('puts the learner\'s details in the character\'s lines', () => {
    const d = detailsFrom(['On Friday.', 'For six people.', 'At seven.']);
    expect(d).toMatchObject({ day: 'Friday', count: 'six', time: 'seven' });
    expect(withDetails('Perfect. A table for four on Saturday at eight. See you then!', d)).toBe('Perfect. A table for six on Friday at seven. See you then!');
  });
});
