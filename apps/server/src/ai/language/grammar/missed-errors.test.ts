// Learner errors the chat-turn check missed in rounds 26 and 27 of the blind probes (bench/blind-sets.md),
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

describe('errors the chat turn now corrects (round 27)', () => {
  it.each([
    // "Tell" with "to" before the person.
    ['Our guide told to us the history of the castle.', 'Our guide told us the history of the castle.'],
    // A strong ache is a bad one.
    ['She has a really strong toothache today.', 'She has a really bad toothache today.'],
    // A question is asked, not done or made.
    ['Can I make you a quick question?', 'Can I ask you a quick question?'],
    // The list, the box, the bag of things: one thing.
    ['The box of tools are in the garage.', 'The box of tools is in the garage.'],
    // The false friend of molestar / molester, with a noise or a smell as the subject.
    ['The smell from the kitchen molests me every evening.', 'The smell from the kitchen bothers me every evening.'],
    // A sport verb after one person.
    ['My neighbour hike every Sunday.', 'My neighbour hikes every Sunday.'],
    // Kinds of plants grown, in general.
    ['We grow tomato and cucumber on the balcony.', 'We grow tomatoes and cucumbers on the balcony.'],
    // The uncountable noun inside the fix, so the learner sees "some old furniture".
    ['They sold us an old furniture.', 'They sold us some old furniture.'],
  ])('%s → %s', async (wrong, right) => {
    expect(applied(wrong, await correct(wrong))).toBe(right);
  });

  it('shows the whole phrase in the fix', async () => {
    expect(await correct('They sold us an old furniture.')).toMatchObject({ wrong: 'an old furniture', fix: 'some old furniture' });
    expect(await correct('Can I do you a question?')).toMatchObject({ wrong: 'do you', fix: 'ask you' });
  });

  it.each([
    'She told me to wait outside.',
    'I said to him that it was late.',
    'The list of winners is on the website.',
    'A number of students are ill today.',
    'He has a strong accent and a strong coffee every morning.',
    'Let me do you a favour and drive you home.',
    'The police arrested the man who molested her.',
    'To really understand it, you need to read it twice.',
  ])('leaves "%s" alone', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});

describe('errors the chat turn now corrects (round 28)', () => {
  it.each([
    // A singular noun that ends in s still takes "does".
    ['Is the new class have a teacher?', 'Does the new class have a teacher?'],
    // Speaking to someone is an event, after a finished time in the sentence before.
    ['The meeting was on Monday. I speak with the manager.', 'The meeting was on Monday. I spoke with the manager.'],
    // A quarrel is an argument.
    ['She had a huge discussion with her dad and now they are not talking.', 'She had a huge argument with her dad and now they are not talking.'],
    ['We have sleep because the film ended at two.', 'We are sleepy because the film ended at two.'],
    ['My granny bake bread every Sunday.', 'My granny bakes bread every Sunday.'],
    ['My sister is more patient of me.', 'My sister is more patient than me.'],
    ['They enjoyed at the concert last night.', 'They enjoyed themselves at the concert last night.'],
    ['Your idea is the same like mine.', 'Your idea is the same as mine.'],
  ])('%s → %s', async (wrong, right) => {
    expect(applied(wrong, await correct(wrong))).toBe(right);
  });

  it.each([
    'Last year was hard, but I speak three languages now.',
    'She is the taller of the two sisters.',
    'We had a long discussion with the teacher about the trip.',
    'I have sleep apnoea, so I use a machine at night.',
    'We enjoyed the concert at the old theatre.',
    'It looks the same, like yours.',
    'Does the bus have seat belts?',
  ])('leaves "%s" alone', async (text) => {
    expect(await correct(text)).toBeNull();
  });
});
