// What the partner understands since round 25 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing, so
// these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer } from './answers';
import { focusOf } from './echo';
import { feelingOf } from './feelings';
import { searchMemory } from './recall';
import { classifyTurn } from './turn-kinds';
import { isOffScriptQuestion } from '../scene-judge';
import { detailsFrom, withDetails } from '../scene-details';
import { offScriptAnswer } from '../scene-off-script.data';

describe('turns the partner now hears (round 25)', () => {
  it.each([
    // A request to check the last sentence, with a comma or "for me" after it, or "proofread".
    ['Could you check that message, please?', 'feedback-request'],
    ['Would you proofread this sentence for me?', 'feedback-request'],
    ['Be honest: was that English OK?', 'feedback-request'],
    // A "how" riddle with its punchline exclaimed.
    ['How does a snowman get around? By icicle!', 'learner-joke'],
    // Someone or something "would be a better teacher than you".
    ['My cat would be a better tutor than you.', 'insult'],
    ['Even a parrot could explain it better.', 'insult'],
  ])('%s → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it.each([
    // A question about the bus after a statement, or a riddle told about the learner, stays no joke.
    ['How does the tram get to the stadium? It takes twenty minutes.', 'learner-joke'],
    ['How do you make bread? I tried yesterday!', 'learner-joke'],
    // "Why would she say that?" with no words quoted or named before it asks no meaning.
    ['Why would he say that? He is my brother.', 'meaning'],
  ])('%s is not %s', (text, kind) => {
    expect(classifyTurn(text).kind).not.toBe(kind);
  });

  it.each([
    // What someone meant by the words quoted just before.
    ["My coach told me to 'hang in there'. What did he mean?", 'hang in there'],
    ["At work everyone said 'hit the ground running'. Why would they say that?", 'hit the ground running'],
  ])('%s asks the meaning of %s', (text, term) => {
    expect(classifyTurn(text)).toMatchObject({ kind: 'meaning', term });
  });

  it('hears where the learner lives now, and a fact taken back with "wait, no"', () => {
    expect(classifyTurn('Which city am I living in at the moment?')).toMatchObject({ kind: 'recall', about: 'lives-in' });
    expect(classifyTurn('So where am I living now?')).toMatchObject({ kind: 'recall', about: 'lives-in' });
    const answer = searchMemory('Which bike do I ride now?', ['I ride a mountain bike to work.', 'Wait, no. It broke in March. Now I ride an electric bike.'], []);
    expect(answer).toMatch(/electric bike/);
    expect(answer).not.toMatch(/mountain bike/);
  });

  it('reads injuries, operations, break-ins and a published piece as news', () => {
    expect(feelingOf('My husband broke his ankle playing tennis.')).toBe('sad');
    expect(feelingOf('My grandma needs an operation on her hip.')).toBe('sad');
    expect(feelingOf('Our car was stolen from outside the house.')).toBe('sad');
    expect(feelingOf('Somebody broke into my office at the weekend.')).toBe('sad');
    expect(feelingOf('My poem was published in a magazine this week!')).toBe('happy');
    // A broken thing is no sad news on its own, and an operation that went well is none either.
    expect(feelingOf('I broke my favourite mug this morning.')).toBeNull();
  });

  it('follows the activity, not the person who does it', () => {
    expect(focusOf('My son has started judo lessons.')).toBe('judo lessons');
    expect(focusOf('My wife and I signed up for pottery classes.')).toBe('pottery classes');
    // A capital stays with its word.
    expect(focusOf('We joined Spanish conversation classes.')).toBe('Spanish conversation classes');
    expect(focusOf('We are restoring an old boat this summer.')).toBe('the old boat');
    expect(focusOf('Yesterday we played chess for hours.')).toBe('chess');
  });
});

describe('grammar questions with a topic of their own (round 25)', () => {
  it.each([
    ["Is 'she is born in May' correct?", /\bwas born\b/],
    ['Do I say at, on or in with Easter?', /\bat Easter\b/],
    ['How should I write 42 in words?', /\bhyphen\b/],
    ["Is it 'could' or 'was able to' for one success?", /\bmanaged to\b/],
    ['Does Dr need a full stop?', /\bAmerican\b/],
  ])('%s', (question, answer) => {
    expect(classifyTurn(question).kind).toBe('grammar-question');
    expect(grammarAnswer(question)).toMatch(answer);
  });

  it('explains "have a bath" and "take a bath" as the same thing in two Englishes', () => {
    const turn = classifyTurn("Should I say 'have a bath' or 'take a bath'?");
    expect(turn).toMatchObject({ kind: 'difference' });
    if (turn.kind !== 'difference') return;
    expect(differenceAnswer(turn.a, turn.b, {})).toMatch(/\bBoth\b.*\bBritish\b.*\bAmerican\b/);
  });
});

describe('scene turns the characters now hear (round 25)', () => {
  it('takes a question after a greeting or with a sentence after it as off-script', () => {
    expect(isOffScriptQuestion('hi which train goes to the airport')).toBe(true);
    expect(isOffScriptQuestion('Before we start: do you clean windows too? Ours are filthy.')).toBe(true);
    expect(isOffScriptQuestion('I would like a room for two nights.')).toBe(false);
  });

  it('names what was asked about, not who', () => {
    expect(offScriptAnswer(undefined, 'Are the guests allowed to use the pool at night?')).toMatch(/^Good question about the pool\./);
    expect(offScriptAnswer(undefined, 'hello which tram stops near the museum')).toMatch(/^Good question about the tram\./);
    expect(offScriptAnswer(undefined, 'Sorry to interrupt, but do you know a good hairdresser near here?')).toMatch(/^Good question about a good hairdresser\./);
    expect(offScriptAnswer(undefined, 'Do you fix bikes as well?')).toMatch(/^Good question about bikes\./);
  });

  it('keeps a party bigger than twelve', () => {
    const details = detailsFrom(['There will be fourteen people, it is a work dinner.']);
    expect(details.count).toBe('fourteen');
    expect(withDetails('Perfect. A table for four on Saturday at eight.', details)).toContain('A table for fourteen');
  });
});
