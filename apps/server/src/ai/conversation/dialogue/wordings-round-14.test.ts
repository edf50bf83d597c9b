// What the partner understands since round 14 of the blind probes was handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing,
// written here in other words, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { glossaryEntry } from './learner-glossary.data';
import { searchMemory } from './recall';
import { classifyTurn } from './turn-kinds';

describe('turn kinds (round 14)', () => {
  it.each([
    ['Could you ask me the question again?', 'repeat'],
    ['Sorry, ask me that again please.', 'repeat'],
    ["Hiii! Long time no see! How've you been lately?", 'greeting'],
    ['Hello Ms Rivera, how have you been since last week?', 'greeting'],
    ['The train is coming, I have to run. Catch you soon!', 'goodbye'],
    ['Sorry, gotta run now.', 'goodbye'],
  ])('"%s" is %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });
});

describe('memory (round 14)', () => {
  it('takes a swap ("not X — I mean Y") as the learner\'s correction of the line before', () => {
    expect(searchMemory('Where does my brother work?', ['My brother works in Lyon.', 'Sorry, not Lyon, I mean Dijon.'], [])).toBe('You told me: your brother works in Dijon.');
    expect(searchMemory("What's my cat called?", ['My cat is called Mimi.', "No wait, not Mimi - it's Momo."], [])).toBe('You told me: your cat is called Momo.');
    // A "not" that names nothing in the line is no swap.
    expect(searchMemory('Where does my brother work?', ['My brother works in Lyon.', 'Not really, he hates it.'], [])).toBe('You told me: your brother works in Lyon.');
  });
});

describe('meanings (round 14)', () => {
  it.each([
    ["The film's last scene was heartbreaking. What exactly does 'heartbreaking' mean?", 'heartbreaking'],
    ['My aunt opened her café on a shoestring. What does that mean?', 'on a shoestring'],
    ["Our coach said: 'That was the last straw.' What straw?", 'the last straw'],
    ["My boss is 'snowed under' again. Is that about snow?", 'snowed under'],
    ["My colleague told me 'I'm on cloud nine'. Is it literal?", 'on cloud nine'],
  ])('%s asks the meaning of %s', (text, term) => {
    expect(classifyTurn(text)).toEqual({ kind: 'meaning', term, how: 'define' });
  });

  it('finds an idiom of three words or more inside a quoted sentence, never a two-word one', () => {
    expect(glossaryEntry('Shall we take a rain check on the cinema')).toMatchObject({ key: 'take a rain check', within: true });
    expect(glossaryEntry("I'll make it up to you")).toBeNull();
  });
});
