// Picks the next free-chat question from the question banks: the conversation's topic tag first,
// then the learner's chosen topic tags, then the rest; their level first, then the nearest levels (lower before
// higher); never a question already asked in this conversation.
import { LEVELS } from '@parley/contract/common';
import type { Level, QuestionBankInput, RoleKind } from './types';

/** The learner's level, then the others by distance, the easier one first at each distance. */
export function levelsNear(level: Level): Level[] {
  const at = LEVELS.indexOf(level);
  const out: Level[] = [level];
  for (let d = 1; d < LEVELS.length; d += 1) {
    const lower = LEVELS[at - d];
    const higher = LEVELS[at + d];
    if (lower) out.push(lower);
    if (higher) out.push(higher);
  }
  return out;
}

export const normalizeLine = (text: string) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();

export interface PickedQuestion {
  tag: string;
  level: Level;
  text: string;
}

export function pickQuestion(options: {
  banks: readonly QuestionBankInput[];
  roleKind: RoleKind;
  level: Level;
  topicTags: readonly (string | null | undefined)[];
  asked: readonly string[];
  /** Start this many levels below the learner's (an easier question after "I don't understand"). */
  easier?: boolean;
}): PickedQuestion | null {
  const askedText = options.asked.map(normalizeLine).join('\n');
  const byTag = new Map(options.banks.map((b) => [b.tag, b]));
  const tagOrder = [...new Set([...options.topicTags.filter((t): t is string => Boolean(t && byTag.has(t))), ...byTag.keys()])];
  const startLevel = options.easier ? (LEVELS[Math.max(0, LEVELS.indexOf(options.level) - 1)] ?? options.level) : options.level;
  const levels = levelsNear(startLevel);
  // Stay on the current topic across the two nearest levels before changing topic.
  const nearLevels = levels.slice(0, 2);
  const passes: Array<{ tags: string[]; levels: Level[] }> = [
    { tags: tagOrder, levels: nearLevels },
    { tags: tagOrder, levels },
  ];
  for (const pass of passes) {
    for (const tag of pass.tags) {
      const bank = byTag.get(tag);
      if (!bank) continue;
      for (const level of pass.levels) {
        for (const text of bank[options.roleKind][level] ?? []) {
          if (!askedText.includes(normalizeLine(text))) return { tag, level, text };
        }
      }
    }
  }
  return null;
}
