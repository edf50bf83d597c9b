// What the partner understands since round 17 of the blind probes was handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing,
// written here in other words, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { loadContentPack } from '@parley/content/load-content';
import { detailToSayBack } from '../scene-details';
import { judgeSceneTurn } from '../scene-judge';
import { differenceAnswer, grammarAnswer, meaningAnswer } from './answers';
import { feelingOf } from './feelings';
import { translationAskedElsewhere } from './requests-elsewhere.data';
import { classifyTurn } from './turn-kinds';

const pack = loadContentPack();
const scene = (slug: string) => pack.scenes.find((s) => s.slug === slug)!;

describe('turns the partner now hears (round 17)', () => {
  it.each([
    ['Could you ask your last question again?', 'repeat'],
    ['i grew up near the sea what is your home town like', 'question-back'],
    ["What's yellow and can't swim? A bus full of bananas!", 'learner-joke'],
    ['Chatting with you is like chatting to a brick wall.', 'insult'],
    ['No, never, honestly.', 'no'],
    ['Yes, of course, to be honest.', 'yes'],
  ])('%s → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it('hears a pet put down as sad news and the keys to a first home as happy news', () => {
    expect(feelingOf('Our cat was put to sleep this morning.')).toBe('sad');
    expect(feelingOf('Yesterday we got the keys to our first flat!')).toBe('happy');
  });

  it('reads Indonesian and Swahili asking for the English of a word', () => {
    expect(translationAskedElsewhere("Apa bahasa Inggrisnya 'kucing'?")).toEqual({ term: 'kucing', how: 'translate' });
    expect(translationAskedElsewhere("Unasemaje 'paka' kwa Kiingereza?")).toEqual({ term: 'paka', how: 'translate' });
  });

  it('tries Indonesian for a word guessed to be Malay', async () => {
    // A stand-in translator that knows one Indonesian word: the test is about which languages are tried.
    const translate = async (text: string, _target: string, source?: string) => (source === 'id' && text === 'kucing' ? 'cat' : null);
    expect(await meaningAnswer('kucing', 'translate', { translate }, ['ms'])).toBe('In English, "kucing" is "cat".');
  });
});

describe('grammar questions with an answer now (round 17)', () => {
  it.each([
    ["Should I say 'What did happen?' or 'What happened?'", /subject/],
    ["Where does 'already' go in 'I have already finished'?", /between "have" and the past participle/],
    ["What does 'could have won' mean?", /did not happen|didn't happen/],
    ["Is it 'on the photo' or 'in the photo'?", /in the photo/],
    ["Why do people say 'I'm getting my car repaired'?", /someone else/],
    ["Can I say 'she suggested to meet at six'?", /suggest going/],
  ])('%s', (question, answer) => {
    expect(grammarAnswer(question)).toMatch(answer);
  });

  it('explains a grammar form asked about as a meaning', async () => {
    expect(await meaningAnswer('we had the kitchen painted', 'define', {}, 'es')).toMatch(/someone else/);
  });

  it('tells phrases of time apart', () => {
    expect(differenceAnswer('in the end', 'at the end', {})).toMatch(/finally/);
    expect(differenceAnswer('at least', 'at last', {})).toMatch(/long wait/);
  });
});

describe('scenes that listen (round 17)', () => {
  it('says back a choice between two kinds of one thing in good English', () => {
    expect(detailToSayBack('The savings one, please.', 'Would you like a debit card with it?', 'Do you want a current account or a savings account?')).toBe('A savings account, OK.');
  });

  it('takes "the Hotel X" as the hotel\'s name', () => {
    const step = judgeSceneTurn(scene('lost-in-the-city'), { turn: 0, misses: 0, hintedTurns: 0 }, "Yes, I'm lost. I'm staying at the Hotel Aurora.");
    expect(scene('lost-in-the-city').turns[step.nextTurn]?.ai).not.toMatch(/name of your hotel/);
  });

  it('does not offer what the learner asked for at the start', () => {
    const bank = scene('opening-a-bank-account');
    const asked = bank.turns.findIndex((t) => /current account or a savings account/.test(t.ai));
    const step = judgeSceneTurn(bank, { turn: asked, misses: 0, hintedTurns: 0 }, 'A savings account, please.', ['Hi, I want to open an account and get a debit card.']);
    expect(bank.turns[step.nextTurn]?.ai ?? '').not.toMatch(/debit card/);
  });
});
