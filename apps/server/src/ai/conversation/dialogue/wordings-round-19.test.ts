// What the partner understands since round 19 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing,
// written here in other words, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer } from './answers';
import { focusOf, followUpQuestion } from './echo';
import { glossaryEntry } from './learner-glossary.data';
import { countAnswer, recallOf } from './recall';
import { reactToStatement } from './reactions';
import { classifyTurn } from './turn-kinds';
import { detailToSayBack, detailsFrom, withDetails } from '../scene-details';
import { offScriptAnswer } from '../scene-off-script.data';

describe('turns the partner now hears (round 19)', () => {
  it.each([
    ['Why are bananas never lonely? Because they hang around in bunches!', 'learner-joke'],
    ['what do you call a cow that plays the guitar a moo-sician', 'learner-joke'],
    ['You talk like a broken radio.', 'insult'],
    ['Did I spell that correctly?', 'feedback-request'],
  ])('%s → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it.each([
    // A question about oneself is no riddle, and a word asked for by its description is no joke.
    ['Why are you so quiet today? Because I am tired!', 'learner-joke'],
    ['what do you call a person who repairs shoes', 'learner-joke'],
    ['You sound like a real teacher.', 'insult'],
  ])('%s is not %s', (text, kind) => {
    expect(classifyTurn(text).kind).not.toBe(kind);
  });

  it('compares the two quoted forms joined by "or", not the first two quotes', () => {
    expect(classifyTurn("If someone says 'Thank you', do I answer 'You're welcome' or 'No problem'?")).toMatchObject({ kind: 'difference', a: "you're welcome", b: 'no problem' });
  });

  it.each([
    ["Is 'I'm well' better than 'I'm good'?", /both/i],
    ["Should I say I'm good or I'm well?", /both/i],
    ["What's the noun form of 'kind'?", /kindness/],
    ['Should there be a comma before "or" at the end of a list?', /optional/],
    ['Where do I put "only" in my sentence?', /before the word/],
    ["Is 'if I would know' correct?", /past simple/],
    ['Why is it I am cold but I have a cold?', /illness/],
  ])('%s', (question, answer) => {
    const kind = classifyTurn(question);
    const reply = kind.kind === 'grammar-question' ? grammarAnswer(kind.question) : kind.kind === 'difference' ? differenceAnswer(kind.a, kind.b, {}) : '';
    expect(reply).toMatch(answer);
  });

  it('explains "different from" and "different than" as usage, both right', () => {
    expect(differenceAnswer('different to', 'different from', {})).toMatch(/British/);
  });

  it('tells cloth (material) from clothes (what you wear)', () => {
    expect(differenceAnswer('clothes', 'cloth', {})).toMatch(/material/);
  });

  it('knows everyday words the lexicon explains oddly', () => {
    expect(glossaryEntry('drowsy')?.entry.meaning).toMatch(/sleepy/);
    expect(glossaryEntry('daydreaming')?.key).toBe('daydream');
    expect(glossaryEntry('spick and span')?.entry.meaning).toMatch(/clean/);
  });
});

describe('what the partner remembers and says back (round 19)', () => {
  it('finds a trade told as what the learner makes', () => {
    const lines = ['I repair old clocks for people in my village.', 'It takes a lot of patience.'];
    expect(recallOf(classifyTurn("What's my profession again?").kind === 'recall' ? 'job' : 'anything', "What's my profession again?", lines, [])).toMatch(/repair old clocks/);
  });

  it('finds a fear asked as what scares the learner', () => {
    const lines = ["I'm scared of big dogs, so I cross the street.", 'I walk to work every day.'];
    const asked = classifyTurn('What frightens me?');
    expect(asked).toMatchObject({ kind: 'recall', about: 'search' });
    expect(recallOf('search', 'What frightens me?', lines, [])).toMatch(/big dogs/);
  });

  it('finds a collection asked as "what is it that I collect"', () => {
    expect(classifyTurn('And what is it that I collect?')).toMatchObject({ kind: 'recall', about: 'search' });
    expect(recallOf('search', 'And what is it that I collect?', ['I collect rare seashells.', 'My favourite is pink.'], [])).toMatch(/seashells/);
  });

  it('names a thing with its describing words, and a dream as a dream', () => {
    expect(focusOf('I collect vintage cameras from flea markets.')).toBe('vintage cameras');
    expect(focusOf('My son wants to become a firefighter.')).toBe('a firefighter');
    expect(followUpQuestion('My son wants to become a firefighter.', 'a firefighter')).toMatch(/dream/);
  });

  it('adds up counts told over several lines, and echoes no count as a thing', () => {
    expect(countAnswer('How many cats do we have altogether?', ['We have two cats at home.', "And three at my parents' farm."])).toBe('Let me count: two and three, so five cats.');
    expect(countAnswer('How many plants have I bought?', ['I bought a lemon tree in May.', 'Then I bought two more plants.'])).toBeNull();
    expect(focusOf('And four in the garden.')).toBeNull();
  });

  it('names a thing of two words, and a habit being changed', () => {
    expect(focusOf('I play table tennis on Sundays.')).toBe('table tennis');
    expect(focusOf('I listen to old jazz records.')).toBe('old jazz records');
    expect(followUpQuestion('I am trying to drink less coffee.', focusOf('I am trying to drink less coffee.')!)).toBe('How is it going with drinking less coffee so far?');
  });

  it('never asks "How was" about many things', () => {
    expect(followUpQuestion('The party was great. We made pancakes all night.', 'pancakes')).toBe('What were the pancakes like?');
    expect(followUpQuestion('We visited your cousins.', 'your cousins')).toBe('How were your cousins?');
  });
});

describe('scene details and off-script questions (round 19)', () => {
  it('reads a quarter past or to as a time, and a past day as no day chosen', () => {
    expect(detailsFrom(['A quarter to nine suits me.']).time).toBe('a quarter to nine');
    expect(detailsFrom(["I've had a headache since last Tuesday."]).day).toBeUndefined();
    expect(detailsFrom(['Could we say Tuesday instead?']).day).toBe('Tuesday');
  });

  it('says back a name asked for and a colour asked for', () => {
    expect(detailToSayBack("It's called Harbour View Inn.", 'Do you know the street?', "What's the name of your hotel?")).toBe('Harbour View Inn, I see.');
    expect(detailToSayBack('Have you got it in blue?', 'Do you want to try it on?', 'Would you like a bigger size or your money back?')).toBe('In blue, OK.');
  });

  it('says back what a bill holds by its container', () => {
    expect(detailToSayBack("You've charged us for three glasses of lemonade.", 'I will check the bill.')).toMatch(/three glasses of lemonade/i);
  });

  it.each([
    ['buying-a-cinema-ticket', 'Do students get a discount?', /half price/],
    ['checking-in-at-the-airport', 'How many kilos can my suitcase weigh?', /kilos/],
    ['renting-a-flat', 'Can I hang some pictures on the walls?', /pictures/],
    ['lost-in-the-city', 'Is there an ATM near here?', /cash machine/],
    ['joining-a-gym', 'Where can I leave my bike?', /bike rack/],
  ])('%s: %s', (slug, question, answer) => {
    expect(offScriptAnswer(slug, question)).toMatch(answer);
  });
});

describe('more from round 5 and 19 (tuning)', () => {
  it('offers the other size to a learner whose shirt is too small or too big', () => {
    expect(withDetails('Would you like a bigger size or your money back?', detailsFrom(['These trousers are too long.']))).toContain('a smaller size');
    expect(withDetails('Would you like a smaller size?', detailsFrom(["It's too tight."]))).toContain('a bigger size');
  });

  it('hears a joke about one\'s own English told as a comparison', () => {
    expect(classifyTurn('My pronunciation is like my singing: loud, and nobody understands it!').kind).toBe('learner-joke');
    expect(classifyTurn('My grammar is like my dog: it does what it wants. 😅').kind).toBe('learner-joke');
    expect(classifyTurn("My English is like a child's!").kind).not.toBe('learner-joke');
  });
});

describe('news that surprises, told without an exclamation mark (tuned rounds)', () => {
  it.each([
    ['Look, a squirrel just ran across my desk at the office.', /squirrel/],
    ['Somebody parked a boat in the middle of our street.', /boat/],
    ['a goat walked into the classroom this morning', /goat/],
  ])('%s', (text, named) => {
    expect(reactToStatement(text, 'middle', [], [], 's')).toMatch(named);
  });

  it('takes everyday news calmly', () => {
    expect(reactToStatement('The train just left.', 'middle', [], [], 's')).not.toMatch(/Wow/);
  });
});
