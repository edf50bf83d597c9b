// The contract's CEFR levels (LEVELS) in plain words, each with a sentence a learner at that level
// can say. The levels themselves are the contract's; this file only describes them.
import { LEVELS, type Level } from '@parley/contract/common';

export interface LevelDescription {
  level: Level;
  name: string;
  description: string;
  example: string;
}

const DESCRIPTIONS: Record<Level, Omit<LevelDescription, 'level'>> = {
  A1: { name: 'Beginner', description: 'You know simple words and can introduce yourself.', example: 'My name is Ana. I am from Spain.' },
  A2: { name: 'Elementary', description: 'You can talk about your day, family and shopping in short sentences.', example: 'Yesterday I went to the market and bought some apples.' },
  B1: { name: 'Intermediate', description: 'You can handle travel and everyday topics and explain your opinions simply.', example: "I'd like to change my booking because my flight was cancelled." },
  B2: { name: 'Upper intermediate', description: 'You can discuss many topics fluently and argue for a point of view.', example: 'Although remote work is convenient, I think it can make teams feel disconnected.' },
  C1: { name: 'Advanced', description: 'You express yourself flexibly at work and in study, with few searches for words.', example: "Had we known about the delay, we'd have rescheduled the launch." },
  C2: { name: 'Proficient', description: 'You understand almost everything and use idioms and nuance naturally.', example: "Frankly, the proposal doesn't hold water once you factor in the hidden costs." },
};

/** Every level in the contract's order, with its description. */
export const LEVEL_DESCRIPTIONS: readonly LevelDescription[] = LEVELS.map((level) => ({ level, ...DESCRIPTIONS[level] }));
