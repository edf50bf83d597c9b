// Learner errors the chat-turn check missed in round 26 of the blind probes (bench/blind-sets.md),
// now caught by general rules: each case is a new wording, through the real engine and the gate, and
// the near misses each rule must leave alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGrammarEngine, type OfflineGrammarEngine } from './grammar-engine';
import { correctTurn } from './turn-correction';

let engine: OfflineGrammarEngine;
beforeAll(async () => {
  engine = await createGrammarEngine();
});

const correct = (text: string) => correctTurn(engine, { text, level: 'everything' });
const applied = (text: string, c: { start: number; end: number; fix: string } | null) => (c ? text.slice(0, c.start) + c.fix + text.slice(c.end) : text);

describe('errors the chat turn now corrects (round 26)', () => {
  it.each([
    // A state verb after am/is/are.
    ['We are miss our old neighbours.', 'We miss our old neighbours.'],
    ['She is own two flats in Porto.', 'She owns two flats in Porto.'],
    // A colour after its noun, with the sentence going on.
    ['He wore a shirt green to the wedding.', 'He wore a green shirt to the wedding.'],
    // Calques of "tener razón" and "formación".
    ['Yes, she has reason, the bus is faster.', 'Yes, she is right, the bus is faster.'],
    ['The bank paid for his formation as a cashier.', 'The bank paid for his training as a cashier.'],
  ])('%s → %s', async (wrong, right) => {
    expect(applied(wrong, await correct(wrong))).toBe(right);
  });

  it.each([
    'My favourite is the colour blue for a kitchen.',
    'We painted the fence green for the summer.',
    'You have reason to be proud of her.',
    'The rock formation in the bay is famous.',
    'She is Miss Scotland this year.',
  ])('leaves "%s" alone', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});
