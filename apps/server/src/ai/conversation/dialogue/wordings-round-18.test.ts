// What the partner understands since round 18 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing,
// written here in other words, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { loadContentPack } from '@parley/content/load-content';
import { detailToSayBack } from '../scene-details';
import { judgeSceneTurn } from '../scene-judge';
import { grammarAnswer, meaningAnswer } from './answers';
import { numbersSpoken } from './numbers-in-words';
import { reactToStatement } from './reactions';
import { classifyTurn } from './turn-kinds';

const pack = loadContentPack();
const scene = (slug: string) => pack.scenes.find((s) => s.slug === slug)!;

describe('turns the partner now hears (round 18)', () => {
  it.each([
    ['Even my toaster is smarter than you.', 'insult'],
    ["You're slower than a snail in winter.", 'insult'],
    ['Thanks a lot for your help, Mr Okafor.', 'thanks'],
    ['Did that sound OK to you?', 'feedback-request'],
  ])('%s → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it('names the sport asked for, not only its topic', () => {
    expect(classifyTurn("Enough about my exams. Let's talk about tennis.")).toMatchObject({ kind: 'topic-change', topic: 'sports', named: 'tennis' });
  });

  it('says back what was made or caught, with who did it', () => {
    expect(reactToStatement('We have been building a treehouse for the kids.', 'middle', [], [], 's')).toMatch(/you've been building a treehouse for the kids/i);
    expect(reactToStatement('Somebody found a wallet full of coins in the park.', 'middle', [], [], 's')).toMatch(/someone found a wallet full of coins/i);
  });
});

describe('questions answered now (round 18)', () => {
  it.each([
    ['How do you read the year 1987?', /nineteen eighty-seven/],
    ['How do I say 6:30 in words?', /half past six/],
    ['How do I say 10:50 in English?', /ten to eleven/],
    ['the year 2004', /two thousand and four/],
  ])('%s', (question, answer) => {
    expect(grammarAnswer(question).match(answer) ?? numbersSpoken(question)?.match(answer)).toBeTruthy();
  });

  it.each([
    ["Can I say 'the funnest day'?", /more fun|most fun/],
    ["Is it 'alot of people' or 'a lot of people'?", /two words/],
    ["Why is there 'had had' in 'she had had lunch'?", /past perfect/],
    ["How do I use 'ever'?", /have you ever/i],
    ["Are my glasses is on the table or are?", /plural/],
  ])('%s', (question, answer) => {
    expect(grammarAnswer(question)).toMatch(answer);
  });

  it('works a year out when it is asked as "how do I say"', async () => {
    expect(await meaningAnswer('the year 1850', 'translate', {}, 'es')).toMatch(/eighteen fifty/);
  });
});

describe('scenes that listen (round 18)', () => {
  it('says back the subject of a course named after it', () => {
    expect(detailToSayBack("I'd like a course in woodwork, please.", 'We have beginner and intermediate levels.')).toBe('Woodwork, lovely.');
  });

  it('skips a choice one of whose options the learner named at the start', () => {
    const checkIn = scene('checking-in-at-the-airport');
    const seat = checkIn.turns.findIndex((t) => /window or an aisle/.test(t.ai));
    const step = judgeSceneTurn(checkIn, { turn: seat - 1, misses: 0, hintedTurns: 0 }, checkIn.turns[seat - 1]!.expected.examples[0]!, ["Hello, I'd like a window seat if possible."]);
    expect(checkIn.turns[step.nextTurn]?.ai ?? '').not.toMatch(/window or an aisle/);
  });

  it('asks the choice when an option was only mentioned in passing', () => {
    const shirt = scene('returning-a-shirt');
    const choice = shirt.turns.findIndex((t) => /bigger size or your money back/.test(t.ai));
    const step = judgeSceneTurn(shirt, { turn: choice - 1, misses: 0, hintedTurns: 0 }, 'Yes, here it is.', ['The size is wrong, it is too tight.']);
    expect(shirt.turns[step.nextTurn]?.ai).toMatch(/bigger size or your money back/);
  });
});
