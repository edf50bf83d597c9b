// The contract's CEFR levels (LEVELS) in plain words, each with a sentence a learner at that level
// can say. The levels themselves are the contract's; this file only describes them. The name and
// the description are messages in the interface language; the example is English the learner
// practises, so it stays as it is.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LEVELS, type Level } from '@parley/contract/common';

export interface LevelDescription {
  level: Level;
  /** The level's name ("Beginner"): show it with `i18n._(label)`. */
  label: MessageDescriptor;
  /** What a learner at this level can do: show it with `i18n._(description)`. */
  description: MessageDescriptor;
  example: string;
  /**
   * The name in the interface language active when it is read. Prefer `label` with `useLingui()`
   * in a component, so the name changes with the language.
   */
  readonly name: string;
}

const DESCRIPTIONS: Record<Level, { label: MessageDescriptor; description: MessageDescriptor; example: string }> = {
  A1: { label: msg`Beginner`, description: msg`You know simple words and can introduce yourself.`, example: 'My name is Ana. I am from Spain.' },
  A2: { label: msg`Elementary`, description: msg`You can talk about your day, family and shopping in short sentences.`, example: 'Yesterday I went to the market and bought some apples.' },
  B1: { label: msg`Intermediate`, description: msg`You can handle travel and everyday topics and explain your opinions simply.`, example: "I'd like to change my booking because my flight was cancelled." },
  B2: { label: msg`Upper intermediate`, description: msg`You can discuss many topics fluently and argue for a point of view.`, example: 'Although remote work is convenient, I think it can make teams feel disconnected.' },
  C1: { label: msg`Advanced`, description: msg`You express yourself flexibly at work and in study, with few searches for words.`, example: "Had we known about the delay, we'd have rescheduled the launch." },
  C2: { label: msg`Proficient`, description: msg`You understand almost everything and use idioms and nuance naturally.`, example: "Frankly, the proposal doesn't hold water once you factor in the hidden costs." },
};

/** Every level in the contract's order, with its description. */
export const LEVEL_DESCRIPTIONS: readonly LevelDescription[] = LEVELS.map((level) => {
  const { label, description, example } = DESCRIPTIONS[level];
  return {
    level,
    label,
    description,
    example,
    get name() {
      return i18n._(label);
    },
  };
});
