// What the partner understands since round 14 of the blind probes was handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing,
// written here in other words, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer } from './answers';
import { feelingOf } from './feelings';
import { glossaryEntry } from './learner-glossary.data';
import { partnerAnswerFor } from './partner-answers.data';
import { saidBackNews } from './reactions';
import { recallOf, searchMemory } from './recall';
import { feelingLines } from './reactions';
import { offScriptAnswer } from '../scene-off-script.data';
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

  it('does not take a question about a title for a meaning asked', () => {
    expect(classifyTurn("I'm reading 'The Hobbit'. Is it about dragons?").kind).not.toBe('meaning');
  });

  it('finds an idiom of three words or more inside a quoted sentence, never a two-word one', () => {
    expect(glossaryEntry('Shall we take a rain check on the cinema')).toMatchObject({ key: 'take a rain check', within: true });
    expect(glossaryEntry("I'll make it up to you")).toBeNull();
  });
});

describe('grammar questions (round 14)', () => {
  it.each([
    ["Can I say 'I would rather to walk'?", /without "to"/],
    ["What's the future of 'can'? Is 'I will can swim' OK?", /be able to/],
    ["When can I drop 'that' after 'say'?", /optional/],
    ['What is the past of lie, like when you tell a lie?', /lied/],
  ])('%s', (question, answer) => {
    expect(classifyTurn(question).kind).toBe('grammar-question');
    expect(grammarAnswer(question)).toMatch(answer);
  });

  it.each([
    ["Is it 'three thousands euros' or 'three thousand euros'?", /no -s/],
    ["'The staff is' or 'the staffs are'?", /group word/],
    ["Should I say 'I'd rather to walk' or 'I'd rather walk'?", /without "to"/],
    ['is it i wish i was taller or i wish i am taller', /takes the past/],
  ])('%s is answered by its topic', (question, answer) => {
    const turn = classifyTurn(question);
    if (turn.kind !== 'difference') throw new Error(`not a difference: ${turn.kind}`);
    expect(differenceAnswer(turn.a, turn.b, {})).toMatch(answer);
  });

  it('explains salary and wage by how they are paid, not by one dictionary line for both', () => {
    const turn = classifyTurn("what's the difference between a wage and a salary");
    expect(turn).toMatchObject({ kind: 'difference' });
    if (turn.kind === 'difference') expect(differenceAnswer(turn.a, turn.b, {})).toMatch(/by the hour/);
  });

  it('keeps two different words asked aloud apart from two forms of one sentence', () => {
    expect(classifyTurn('is it raining or snowing where you are').kind).not.toBe('difference');
    expect(classifyTurn('I would rather stay at home tonight.').kind).toBe('statement');
  });
});

describe('feelings and the partner\'s own answers (round 14)', () => {
  it.each([
    ["My neighbour is moving to Spain and I'm going to miss her so much.", 'sad'],
    ['I just got my very first salary!', 'happy'],
    ['I always miss the first bus.', null],
  ])('%s is %s', (text, feeling) => {
    expect(feelingOf(text)).toBe(feeling);
  });

  it('answers about board games and colours, not about phones or nature', () => {
    expect(partnerAnswerFor('Do you like chess?', 'teacher')).toMatch(/chess/);
    expect(partnerAnswerFor('what colour do you like best', 'friend')).toMatch(/blue/i);
  });
});

describe('jokes and news laughed at (round 14)', () => {
  it.each([
    ['what do you call a deer with no eyes no idea', 'learner-joke'],
    ['I was a baker once, but I never made enough dough 😏', 'learner-joke'],
    ['what do you call a cat with two tails', 'question-back'],
    ['what do you call a woman with a lot of patience', 'question-back'],
  ])('"%s" is %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it('says back news after a laugh, an "oh no" or a dash, and not a riddle\'s answer', () => {
    expect(saidBackNews('Lol, my dad just fell asleep in the cinema 😂')).toBe('Your dad just fell asleep in the cinema');
    expect(saidBackNews("Oh no, my dog just ate my sandwich, it's gone.")).toBe("Your dog just ate your sandwich, it's gone");
    expect(saidBackNews('Sorry — my neighbour just knocked on the door!')).toBe('Your neighbour just knocked on the door');
    expect(saidBackNews('Why did the chicken cross the road? To get to the other side!')).toBeNull();
    expect(saidBackNews('My sister just called.')).toBeNull();
  });
});

describe('memory of jobs and journeys, off-script doings, happy news (round 14)', () => {
  it('finds a job told as "for a living" and a journey asked as "how do I get to work"', () => {
    expect(recallOf('job', 'What do I do again?', ['I repair old clocks for a living.', 'Some are very small.'], [])).toMatch(/repair old clocks/);
    expect(classifyTurn('How do I get to school?')).toEqual({ kind: 'recall', about: 'search' });
    expect(classifyTurn('How do I get to the station?').kind).not.toBe('recall');
    expect(recallOf('search', 'How do I get to school?', ['I take the tram to school.', 'It is always full.'], [])).toMatch(/tram/);
  });

  it('names the doing after an adverb, never a half phrase', () => {
    expect(offScriptAnswer(undefined, 'Can I also paint my room blue?')).toMatch(/^Painting your room blue\?/);
    expect(offScriptAnswer(undefined, 'Can we still swim in the lake?')).toMatch(/^Swimming\?/);
  });

  it('says happy news back before the joy', () => {
    expect(feelingLines('happy', 'My little brother finally passed his driving test!', [], 's')).toMatch(/^Your little brother finally passed his driving test\?/);
  });
});
