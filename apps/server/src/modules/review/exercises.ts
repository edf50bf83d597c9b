// Which exercise a review card gets (issue 15 §4), pure. A word or phrase is recalled. A saved
// sentence takes turns, one per review, at filling a gap, listening and repeating, and translating
// from the learner's language — so a sentence seen three times was met three ways. A turn that
// cannot be made (no word long enough for a gap, no translation engine for the learner's language)
// falls to the next one.
import type { ReviewExercise } from '@parley/contract/review';

const SENTENCE_TURNS = ['fill-gap', 'listen', 'translate'] as const;

/** The word to leave out: the longest of four letters or more (the first on a tie), never a name. */
export function gapOf(sentence: string): { start: number; end: number } | null {
  let best: { start: number; end: number } | null = null;
  for (const m of sentence.matchAll(/\p{L}+(?:['’]\p{L}+)*/gu)) {
    const word = m[0];
    const isName = /^\p{Lu}/u.test(word) && m.index > 0;
    if (word.length < 4 || isName || word.includes("'") || word.includes('’')) continue;
    if (!best || word.length > best.end - best.start) best = { start: m.index, end: m.index + word.length };
  }
  return best;
}

export function exerciseFor(item: { kind: string; content: string }, reps: number, translation: string | null): ReviewExercise {
  if (item.kind !== 'message') return { kind: 'recall' };
  for (let i = 0; i < SENTENCE_TURNS.length; i += 1) {
    const turn = SENTENCE_TURNS[(reps + i) % SENTENCE_TURNS.length]!;
    if (turn === 'listen') return { kind: 'listen' };
    if (turn === 'translate' && translation) return { kind: 'translate', prompt: translation };
    const gap = turn === 'fill-gap' ? gapOf(item.content) : null;
    if (gap) return { kind: 'fill-gap', ...gap };
  }
  return { kind: 'listen' };
}

/** Whether this review of a sentence is its translation turn (then the service fetches a translation). */
export const isTranslateTurn = (item: { kind: string }, reps: number) => item.kind === 'message' && SENTENCE_TURNS[reps % SENTENCE_TURNS.length] === 'translate';
