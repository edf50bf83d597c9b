// Picks the next free-chat question from the question banks: the learner's topic first, then
// their chosen topics, then the rest; their level first, then the nearest levels (lower before
// higher); never a question already asked in this conversation.
import type { Level, QuestionBankInput, RoleKind } from './types';

export const LEVEL_ORDER: readonly Level[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** The learner's level, then the others by distance, the easier one first at each distance. */
export function levelsNear(level: Level): Level[] {
  const at = LEVEL_ORDER.indexOf(level);
  const out: Level[] = [level];
  for (let d = 1; d < LEVEL_ORDER.length; d += 1) {
    const lower = LEVEL_ORDER[at - d];
    const higher = LEVEL_ORDER[at + d];
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
  topics: readonly (string | null | undefined)[];
  asked: readonly string[];
  /** Start this many levels below the learner's (an easier question after "I don't understand"). */
  easier?: boolean;
}): PickedQuestion | null {
  const askedText = options.asked.map(normalizeLine).join('\n');
  const byTag = new Map(options.banks.map((b) => [b.tag, b]));
  const tagOrder = [...new Set([...options.topics.filter((t): t is string => Boolean(t && byTag.has(t))), ...byTag.keys()])];
  const startLevel = options.easier ? (LEVEL_ORDER[Math.max(0, LEVEL_ORDER.indexOf(options.level) - 1)] ?? options.level) : options.level;
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
