/**
 * Which WordNet sense of a common word is its everyday meaning: the one a learner's dictionary
 * lists first and a learner most likely means when they tap the word in a chat. The choices are
 * editorial data (everyday-senses.data.ts, how it was made is written there); this module only
 * answers "is this the one?".
 */
import { EVERYDAY_SENSES } from './everyday-senses.data';

const byLemma = new Map<string, { partOfSpeech: string; definitionStart: string }>(
  EVERYDAY_SENSES.map(([lemma, partOfSpeech, definitionStart]) => [lemma, { partOfSpeech, definitionStart }]),
);

/** True when this sense of `lemma` is its everyday meaning. */
export function isEverydaySense(lemma: string, partOfSpeech: string, definition: string): boolean {
  const chosen = byLemma.get(lemma);
  return chosen !== undefined && chosen.partOfSpeech === partOfSpeech && definition.startsWith(chosen.definitionStart);
}

