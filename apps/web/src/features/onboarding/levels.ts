// CEFR levels in plain words, each with a sentence a learner at that level can say.
import type { Level } from '@parley/contract/common';

export interface LevelDescription {
  level: Level;
  name: string;
  description: string;
  example: string;
}

export const LEVELS: readonly LevelDescription[] = [
  { level: 'A1', name: 'Beginner', description: 'You know simple words and can introduce yourself.', example: 'My name is Ana. I am from Spain.' },
  { level: 'A2', name: 'Elementary', description: 'You can talk about your day, family and shopping in short sentences.', example: 'Yesterday I went to the market and bought some apples.' },
  { level: 'B1', name: 'Intermediate', description: 'You can handle travel and everyday topics and explain your opinions simply.', example: "I'd like to change my booking because my flight was cancelled." },
  { level: 'B2', name: 'Upper intermediate', description: 'You can discuss many topics fluently and argue for a point of view.', example: 'Although remote work is convenient, I think it can make teams feel disconnected.' },
  { level: 'C1', name: 'Advanced', description: 'You express yourself flexibly at work and in study, with few searches for words.', example: "Had we known about the delay, we'd have rescheduled the launch." },
  { level: 'C2', name: 'Proficient', description: 'You understand almost everything and use idioms and nuance naturally.', example: "Frankly, the proposal doesn't hold water once you factor in the hidden costs." },
];
