// Decides how a learner's line fits the turn a scene expects: key words (with a light stemmer)
// and similarity to the example answers. The same judge drives every engine, so a scene moves on
// identically whether the built-in partner or a model writes the words.
import type { SceneInput, SceneStep, TurnVerdict } from './types';
import { containsPhrase, similarity, stems, words } from './text';

/** Similarity to an example answer that counts as fitting without any key word. */
export const EXAMPLE_SIMILARITY_TO_FIT = 0.5;
/** After this many tries that do not fit, the partner models an answer and moves on. */
export const MAX_TRIES_PER_TURN = 3;

const HELP =
  /\b(help|hint|i don'?t know|i do not know|i don'?t understand|i do not understand|what (should|do|can) i say|no idea|pardon|repeat)\b/i;

export function isAskingForHelp(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '?' || trimmed === '??' || HELP.test(trimmed);
}

export function checkTurn(expected: { keywords: string[]; examples: string[] }, text: string): TurnVerdict {
  const tokens = stems(text);
  const matchedKeywords = expected.keywords.filter((k) => containsPhrase(tokens, k));
  const bestSimilarity = Math.max(0, ...expected.examples.map((e) => similarity(text, e)));
  const keywordScore = matchedKeywords.length > 0 ? Math.min(1, 0.6 + 0.1 * (matchedKeywords.length - 1)) : 0;
  const score = Math.round(Math.max(bestSimilarity, keywordScore) * 100) / 100;
  const askedForHelp = isAskingForHelp(text) && matchedKeywords.length === 0;
  const fits = !askedForHelp && words(text).length > 0 && (matchedKeywords.length > 0 || bestSimilarity >= EXAMPLE_SIMILARITY_TO_FIT);
  return { fits, score, matchedKeywords, askedForHelp };
}

export interface SceneState {
  /** The turn the learner answers next. */
  turn: number;
  /** Tries at that turn that did not fit so far. */
  misses: number;
  hintedTurns: number;
}

export function judgeSceneTurn(scene: SceneInput, state: SceneState, text: string): SceneStep {
  const turnCount = scene.turns.length;
  const answeredTurn = Math.min(state.turn, turnCount - 1);
  const expected = scene.turns[answeredTurn]?.expected ?? { keywords: [], examples: [] };
  const verdict = checkTurn(expected, text);
  const misses = verdict.fits ? state.misses : state.misses + 1;
  const advance = verdict.fits || misses >= MAX_TRIES_PER_TURN;
  const neededHelp = misses > 0;
  const hintedTurns = state.hintedTurns + (advance && neededHelp ? 1 : 0);
  const nextTurn = advance ? answeredTurn + 1 : answeredTurn;
  return {
    answeredTurn,
    verdict,
    advance,
    nextTurn,
    completed: nextTurn >= turnCount,
    misses: advance ? 0 : misses,
    hintedTurns,
  };
}

export function sceneSummaryText(scene: SceneInput, hintedTurns: number): string {
  const turnCount = scene.turns.length;
  const unaided = Math.max(0, turnCount - hintedTurns);
  const phrases = scene.keyPhrases.slice(0, 3).map((p) => p.text.replace(/[.!?…]+$/, ''));
  const praise = hintedTurns === 0 ? 'Excellent work!' : unaided >= turnCount / 2 ? 'Well done!' : 'Good effort!';
  return `${praise} You finished "${scene.title}": ${turnCount} turns, ${unaided} without help. Phrases to remember: ${phrases.join('; ')}.`;
}
