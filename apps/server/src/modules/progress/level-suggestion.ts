// Level that follows the learner (issue 15 §6): from their last five conversations (three at least,
// each of three turns or more), words per turn and corrections per 100 words give a CEFR estimate.
// It is only a suggestion — the learner accepts or dismisses it; nothing changes by itself.
import { LEVELS } from '@parley/contract/common';

export interface ConversationFigures {
  conversationId: number;
  turns: number;
  words: number;
  corrections: number;
}

export const MIN_CONVERSATIONS = 3;
export const MIN_TURNS = 3;
export const LAST = 5;
/** Words per learner turn at which each level starts (A1 below the first): what learners of that level write in chat. */
const WORDS_PER_TURN = [4, 7, 11, 15] as const;
/** More corrections than this per 100 words: one level down from what the length says. */
const MANY_ERRORS = 12;
/** Moving up is suggested only with at most this many corrections per 100 words. */
const FEW_ERRORS = 6;

export interface LevelSuggestion {
  level: string;
  currentLevel: string;
  conversations: number;
  wordsPerTurn: number;
  errorsPer100Words: number;
  /** The newest conversation counted: a dismissed suggestion comes back only after new ones. */
  latestConversationId: number;
}

/** `recent`: newest first. */
export function suggestLevel(recent: readonly ConversationFigures[], currentLevel: string): LevelSuggestion | null {
  const counted = recent.filter((c) => c.turns >= MIN_TURNS).slice(0, LAST);
  if (counted.length < MIN_CONVERSATIONS) return null;
  const turns = counted.reduce((n, c) => n + c.turns, 0);
  const words = counted.reduce((n, c) => n + c.words, 0);
  const corrections = counted.reduce((n, c) => n + c.corrections, 0);
  const wordsPerTurn = Math.round((words / turns) * 10) / 10;
  const errorsPer100Words = words ? Math.round((corrections / words) * 1000) / 10 : 0;
  const byLength = WORDS_PER_TURN.filter((start) => wordsPerTurn >= start).length;
  const estimate = Math.max(0, byLength - (errorsPer100Words > MANY_ERRORS ? 1 : 0));
  // C2 is not suggested: chat figures cannot tell it from C1.
  const scale = LEVELS.filter((l) => l !== 'C2');
  const current = scale.indexOf(currentLevel as (typeof scale)[number]);
  if (current < 0 || estimate === current) return null;
  if (estimate > current && errorsPer100Words > FEW_ERRORS) return null;
  const level = scale[current + Math.sign(estimate - current)]!;
  return { level, currentLevel, conversations: counted.length, wordsPerTurn, errorsPer100Words, latestConversationId: counted[0]!.conversationId };
}
