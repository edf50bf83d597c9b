// What the partner understands since round 27 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing, so
// these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { grammarAnswer } from './answers';
import { feelingOf } from './feelings';
import { glossaryEntry } from './learner-glossary.data';
import { isRiddle } from './learner-jokes';
import { searchMemory } from './recall';
import { topicNamed, topicWordOf } from './topics';
import { classifyTurn } from './turn-kinds';

describe('meanings asked in few words (round 27)', () => {
  it.each([
    ['My coach said I was "on the ball". Meaning?', 'on the ball'],
    ['The waiter told us it was "on the house". Please explain.', 'on the house'],
    ['My boss described the plan as flimsy. How would you define that word?', 'flimsy'],
    ["Everyone at work says I'm 'a night owl'. I'd like a clear explanation of that phrase.", 'a night owl'],
  ])('%s → %s', (text, term) => {
    expect(classifyTurn(text)).toMatchObject({ kind: 'meaning', term });
  });

  it('glosses jittery, gloat and haphazard in the sense learners meet', () => {
    expect(glossaryEntry('jittery')?.entry.meaning).toMatch(/nervous/);
    expect(glossaryEntry('gloat')?.entry.meaning).toMatch(/boast|too pleased/);
    expect(glossaryEntry('haphazard')?.entry.meaning).toMatch(/without a plan/);
  });
});

describe('grammar questions with a topic of their own (round 27)', () => {
  it.each([
    ['Is it wrong to split an infinitive?', /\bnatural\b/],
    ["Does 'since' sometimes mean 'because'?", /\breason\b/],
    ["Can I use 'they' for one person when I don't know if it's a man or a woman?", /\bone person\b/],
    ["In my essay, should it be 'favourite' or 'favorite'?", /\bBritish\b/],
    ["Where do I put 'always' in a sentence?", /\bbefore the main verb\b/],
    ["What preposition goes with 'arrive'?", /\barrived in Rome\b/],
  ])('%s', (question, answer) => {
    expect(classifyTurn(question).kind).toBe('grammar-question');
    expect(grammarAnswer(question)).toMatch(answer);
  });
});

describe('news, jokes, topics and memory (round 27)', () => {
  it('reads a move into a care home as sad, a paid-off loan as good news, no sleep as stress', () => {
    expect(feelingOf('My nan is moving into a nursing home in March.')).toBe('sad');
    expect(feelingOf('We finally paid off our mortgage this week!')).toBe('happy');
    expect(feelingOf('I have two exams on Monday and I cannot sleep.')).toBe('stressed');
    // A pregnancy said not to be is no news to congratulate.
    expect(feelingOf("My cousin isn't pregnant, she just likes big jumpers!")).not.toBe('happy');
  });

  it('hears a "what does a …" riddle and the classroom sentence pun', () => {
    expect(isRiddle('What does a ghost put on his toast? Scream cheese!')).toBe(true);
    expect(isRiddle('The teacher asked us for a sentence with "information". I wrote: "The birds fly in formation."')).toBe(true);
    // A question answered in earnest, and a sentence asked for and written, are no jokes.
    expect(isRiddle('What does a plumber charge per hour? I need one today!')).toBe(false);
    expect(isRiddle("My teacher asked for a sentence with 'although'. I wrote one, but it was wrong.")).toBe(false);
  });

  it('says the learner\'s own words back when they name a topic', () => {
    const topic = (text: string) => topicWordOf(text, topicNamed(text)!).named;
    expect(topic('Could we talk about cheap phones?')).toBe('cheap phones');
    expect(topic('Can we talk about Korean films?')).toBe('Korean films');
    expect(topic("Let's talk about street food for a change.")).toBe('street food');
    expect(topic('Can we talk about a good film?')).toBe('film');
  });

  it('finds the neighbour and what a collection is of', () => {
    expect(searchMemory('Who lives next door to me?', ['My neighbour Kofi keeps bees in his garden.', 'I work in a bank.'], [])).toMatch(/Kofi/);
    expect(searchMemory('What is my collection?', ['I collect old train tickets.', 'There are three hundred in my collection now.'], [])).toMatch(/train tickets/);
  });
});
