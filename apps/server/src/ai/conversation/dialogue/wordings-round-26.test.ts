// What the partner understands since round 26 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing, so
// these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer } from './answers';
import { focusOf } from './echo';
import { feelingOf } from './feelings';
import { glossaryEntry } from './learner-glossary.data';
import { classifyTurn } from './turn-kinds';
import { PLURAL_OF } from './word-forms';

describe('turns the partner now hears (round 26)', () => {
  it.each([
    ['Could you look at my spelling in this message?', 'feedback-request'],
    ['Is there anything wrong with my last sentence?', 'feedback-request'],
    ['Evening, Tom! How did you sleep last night?', 'greeting'],
    ['Here is a joke: what do you call a sleeping bull? A bulldozer!', 'learner-joke'],
    ['Ugh, enough about my boss. Tell me about films!', 'topic-change'],
  ])('%s → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it.each([
    ['Do you still remember my first name?', 'name'],
    ["What's my hamster called?", 'pet'],
  ])('%s asks the learner\'s %s', (text, about) => {
    expect(classifyTurn(text)).toMatchObject({ kind: 'recall', about });
  });

  it('reads floods, a forgotten birthday and a top mark as news', () => {
    expect(feelingOf('The kitchen flooded and all my books are ruined.')).toBe('sad');
    expect(feelingOf('My brother forgot my birthday. I feel so let down.')).toBe('sad');
    expect(feelingOf('I got the best grade in the whole year for my project!')).toBe('happy');
    // Flooded with emails and a ruined cake are no bad news.
    expect(feelingOf('My inbox is flooded with emails today.')).toBeNull();
    expect(feelingOf('The pancake was ruined, haha.')).toBeNull();
  });

  it('follows the doing, the thing learned and the place the learner helps', () => {
    expect(focusOf('I have started swimming at lunchtime.')).toBe('swimming');
    expect(focusOf('My niece is learning to do card tricks.')).toBe('card tricks');
    expect(focusOf('I volunteer at an animal shelter on Sundays.')).toBe('the animal shelter');
    // A job or a home is no hobby to ask about.
    expect(focusOf('I started working in a hotel.')).not.toBe('working');
  });

  it('knows more everyday idioms', () => {
    for (const phrase of ['a white elephant', 'game changer', 'knick-knacks', 'odds and ends', "the lion's share", 'a red herring']) {
      expect(glossaryEntry(phrase), phrase).not.toBeNull();
    }
  });
});

describe('grammar questions with a topic of their own (round 26)', () => {
  it.each([
    ["Is 'in night' or 'at night' correct?", /\bat night\b/],
    ["How do I use 'anymore'?", /\bno longer\b/],
    ["Is 'a lot of' OK in an academic essay?", /\binformal\b/],
    ["Can I say 'irregardless'?", /\bnon-standard\b/],
    ["Why is it '3rd' and '5th'?", /\bthird\b/],
    ['When do we use the zero conditional?', /\balways true\b/],
  ])('%s', (question, answer) => {
    expect(classifyTurn(question).kind).toBe('grammar-question');
    expect(grammarAnswer(question)).toMatch(answer);
  });

  it('explains "go to hospital" against "go to the hospital" by purpose', () => {
    const turn = classifyTurn("Why 'go to hospital' and not 'go to the hospital'?");
    expect(turn).toMatchObject({ kind: 'difference' });
    if (turn.kind !== 'difference') return;
    expect(differenceAnswer(turn.a, turn.b, {})).toMatch(/\bpurpose\b/);
  });

  it('hears "more than one" as a plural asked', () => {
    expect(PLURAL_OF.exec('How do you spell more than one tomato?')?.[1]).toBe('tomato');
  });
});
