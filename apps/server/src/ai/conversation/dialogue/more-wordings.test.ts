// What the partner understands since round 9 of the blind probes was handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing,
// so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarTopicFor } from './answers';
import { focusOf, followUpQuestion } from './echo';
import { extractFacts } from './facts';
import { feelingOf } from './feelings';
import { apologyLine, feelingLines, reactToStatement } from './reactions';
import { everydayElsewhere, meaningAskedElsewhere } from './requests-elsewhere.data';
import { classifyTurn } from './turn-kinds';

describe('turn kinds', () => {
  it.each([
    ['so where do I live', 'recall'],
    ['Do you still know what I am called?', 'recall'],
    ["What don't I like?", 'recall'],
    ['Sorry, what did you just say?', 'repeat'],
    ['Honestly, were there many errors in that?', 'feedback-request'],
    ['I told my cat a joke yesterday and she just walked away.', 'learner-joke'],
    ['When do I put an s on the verb?', 'grammar-question'],
  ])('"%s" is %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it('takes the quotes off a word asked about as "the word \'…\'"', () => {
    expect(classifyTurn("What does the word 'thrifty' mean?")).toMatchObject({ kind: 'meaning', term: 'thrifty' });
  });
});

describe('grammar answers', () => {
  it('explains commas with who and which as non-defining clauses', () => {
    expect(grammarTopicFor("Do I need a comma before 'who'?")).toMatch(/non-defining/);
  });

  it('explains -ing against to + verb after stop, remember and forget', () => {
    expect(differenceAnswer('i forgot to call', 'i forgot calling', {})).toMatch(/remember calling/);
    expect(grammarTopicFor("Is 'I stopped eating' the same as 'I stopped to eat'?")).toMatch(/gave up the habit/);
  });
});

describe('feelings and reactions', () => {
  it('hears sadness said outright, whatever the other words weigh', () => {
    expect(feelingOf("I'm really sad. My best friend went back to Chile.")).toBe('sad');
  });

  it('congratulates on a baby to come, and names animals born', () => {
    expect(feelingOf("We're going to have a baby in May!")).toBe('happy');
    expect(feelingLines('happy', 'Our cat had four kittens this morning!', [], 's')).toMatch(/four kittens/);
  });

  it('does not congratulate on food that smells good', () => {
    expect(feelingOf('Dinner is ready and it smells amazing!')).toBeNull();
  });

  it('says the reason for an apology back before the "no problem"', () => {
    expect(apologyLine("Sorry I'm late. My train was cancelled.", [], 's')).toMatch(/^Oh no, your train was cancelled\? No/);
  });

  it('says a wish back instead of a stock acknowledgement', () => {
    expect(reactToStatement("I'd like to visit my aunt in the spring.", 'middle', [], [], 's')).toMatch(/visit your aunt/);
  });
});

describe('what a statement is about', () => {
  it.each([
    ['I started learning to swim last year.', 'swimming'],
    ['We cycle every weekend.', 'cycling'],
    ['One day I want to walk across Scotland.', 'Scotland'],
  ])('"%s" is about %s', (text, focus) => {
    expect(focusOf(text)).toBe(focus);
  });

  it('asks about a trip to come, not what the learner likes most about a place', () => {
    expect(followUpQuestion('One day I want to walk across Scotland.', 'Scotland')).toMatch(/looking forward to/);
  });
});

describe('facts', () => {
  it('keeps a best friend named in a voice turn, in lower case', () => {
    expect(extractFacts('my best friend is called priya')).toContainEqual({ key: 'family:best friend', value: 'Priya' });
  });

  it("takes the learner's own correction of a place", () => {
    expect(extractFacts("I live in Porto. Sorry, not Porto, I mean Braga.")).toContainEqual({ key: 'lives-in', value: 'Braga' });
  });
});

describe('other languages', () => {
  it('finds the English word asked about in another language', () => {
    expect(meaningAskedElsewhere("Was bedeutet 'reluctant'?")).toBe('reluctant');
    expect(meaningAskedElsewhere('Bonjour, ça va?')).toBeNull();
  });

  it('knows thanks in more languages', () => {
    expect(everydayElsewhere('Kiitos paljon!')).toBe('Thank you');
    expect(everydayElsewhere('Dziękuję!')).toBe('Thank you');
  });
});
