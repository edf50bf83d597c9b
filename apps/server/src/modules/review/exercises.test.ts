// Which exercise a card gets, on hand-made items (the right answers are in the comments).
import { describe, expect, it } from 'vitest';
import { exerciseFor, gapOf } from './exercises';

describe('review exercises', () => {
  it('recalls words and phrases, whatever the review', () => {
    expect(exerciseFor({ kind: 'word', content: 'reluctant' }, 4, 'reacio')).toEqual({ kind: 'recall' });
    expect(exerciseFor({ kind: 'phrase', content: 'give up' }, 0, null)).toEqual({ kind: 'recall' });
  });

  it('leaves out the longest word of four letters or more, never a name or a short word', () => {
    // "Anna" is a name; "visited" (7) beats "brother" (7) as the first of the longest.
    expect(gapOf('Yesterday Anna visited my brother.')).toEqual({ start: 0, end: 9 });
    expect(gapOf('Then Anna visited my brother.')).toEqual({ start: 10, end: 17 });
    expect(gapOf('I am so hot.')).toBeNull();
  });

  it('takes a sentence through fill the gap, listen and translate in turn, skipping a turn it cannot make', () => {
    const sentence = { kind: 'message', content: 'We walked along the river.' };
    expect(exerciseFor(sentence, 0, null)).toEqual({ kind: 'fill-gap', start: 3, end: 9 });
    expect(exerciseFor(sentence, 1, null)).toEqual({ kind: 'listen' });
    expect(exerciseFor(sentence, 2, 'Caminamos junto al río.')).toEqual({ kind: 'translate', prompt: 'Caminamos junto al río.' });
    // No translation (English speaker, or no engine): the next turn, fill the gap.
    expect(exerciseFor(sentence, 2, null)).toEqual({ kind: 'fill-gap', start: 3, end: 9 });
    // No word to leave out: listen instead.
    expect(exerciseFor({ kind: 'message', content: 'I am so hot.' }, 0, null)).toEqual({ kind: 'listen' });
  });
});
