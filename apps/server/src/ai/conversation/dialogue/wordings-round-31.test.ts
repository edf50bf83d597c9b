// What the partner understands since round 31 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing, so
// these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer, meaningAnswer } from './answers';
import { echoReaction, followUpQuestion, namedThing } from './echo';
import { feelingOf } from './feelings';
import { searchMemory } from './recall';
import { withHelloBack } from './reactions';
import { classifyTurn } from './turn-kinds';
import { createLexicon } from '../../language/lexicon/index';
import { fragmentInContext } from '../correction-note';

describe('a hello before news (round 31)', () => {
  it('says hello back before the answer, in the learner\'s own greeting', () => {
    expect(withHelloBack('Good morning, Mr Okafor! My exam results came today.', 'Wow! Tell me more!')).toBe('Good morning! Wow! Tell me more!');
    expect(withHelloBack('Hey Sam, our cat had kittens last night!', 'Kittens? How lovely!')).toBe('Hi! Kittens? How lovely!');
  });

  it('leaves a reply that already greets, and a line with no hello', () => {
    expect(withHelloBack('Hello! Can I ask you something?', 'Hello! Of course.')).toBe('Hello! Of course.');
    expect(withHelloBack('My exam results came today.', 'Wow!')).toBe('Wow!');
  });
});

describe('turn kinds (round 31)', () => {
  it('hears an unkind superlative about the partner as rude', () => {
    expect(classifyTurn("You're the laziest tutor on this app.").kind).toBe('insult');
    expect(classifyTurn('you are the least helpful teacher ever').kind).toBe('insult');
  });

  it('hears "did I get that wrong?" as a request for feedback', () => {
    expect(classifyTurn('Hmm, did I get that wrong?').kind).toBe('feedback-request');
    expect(classifyTurn('Be honest: was it OK or not?').kind).toBe('feedback-request');
    // a plain "Is it correct?" about a fact is not about the learner's English
    expect(classifyTurn('The museum is free on Sundays. Is it correct?').kind).not.toBe('feedback-request');
  });

  it('hears "forget it, tell me about…" as a change of topic', () => {
    expect(classifyTurn('Never mind. Tell me about books you like.').kind).toBe('topic-change');
  });
});

describe('a fact taken back (round 31)', () => {
  it('hears "that\'s wrong" as a correction of the fact before', () => {
    const turns = ['My uncle works as a baker in Porto.', "Oh wait, that's wrong. He moved to Braga last year."];
    expect(searchMemory('Where does my uncle work now?', turns, [])).toMatch(/Braga/);
  });
});

describe('news and feelings (round 31)', () => {
  it('hears being chosen or getting a place as happy news', () => {
    expect(feelingOf('My daughter was selected for the regional chess team!')).toBe('happy');
    expect(feelingOf('I got a place in the city choir!')).toBe('happy');
  });

  it('hears something coming on a near day and not ready as stress, with no "must" said', () => {
    expect(feelingOf("My sister's wedding is on Saturday and I haven't written my speech.")).toBe('stressed');
    expect(feelingOf("My sister's wedding is on Saturday and my speech is ready.")).toBeNull();
  });
});

describe('saying back what a line is about (round 31)', () => {
  it('takes the things after "all the", not a later place', () => {
    expect(namedThing('All the windows in our classroom were broken in the storm.')).toBe('the windows');
  });

  it('does not say "Nice!" to a nightmare', () => {
    expect(echoReaction('the journey', 0, 'The journey home was a total nightmare.')).not.toMatch(/nice|lovely|great/i);
  });

  it('does not ask how something was when the learner just said it', () => {
    expect(followUpQuestion('The concert was absolutely wonderful.', 'the concert')).toBe('What was the best part of the concert?');
    expect(followUpQuestion('I think the bicycle was the best invention ever.', 'the bicycle')).not.toMatch(/^How was/);
    // where it was is not how it was
    expect(followUpQuestion('The festival was in my home town.', 'the festival')).toBe('How was the festival?');
  });
});

describe('a correction shown with the helping verb of its question (round 31)', () => {
  it('shows "Do your parents live", not "lives" alone', () => {
    const text = 'Do your parents lives near you?';
    const start = text.indexOf('lives');
    expect(fragmentInContext(text, { wrong: 'lives', fix: 'live', reason: 'base form', start, end: start + 5, category: 'verb-form' })).toMatchObject({ wrong: 'Do your parents lives', fix: 'Do your parents live' });
  });
});

describe('grammar questions the topics did not answer (round 31)', () => {
  const topicOf = (question: string) => {
    const turn = classifyTurn(question);
    return turn.kind === 'grammar-question' ? grammarAnswer(turn.question) : turn.kind === 'difference' ? differenceAnswer(turn.a, turn.b, {}) : null;
  };

  it('tells "a little" from "little" and "a few" from "few", the article being the whole difference', () => {
    expect(topicOf('Is there a difference between "little" and "a little"?')).toMatch(/positive/);
    expect(topicOf('what is the difference between few books and a few books')).toMatch(/"A few" is positive/);
  });

  it.each([
    ['When do I say "be used to"?', /normal for you/],
    ['Could you explain mixed conditionals to me?', /joins two times/],
    ['How do I use "might have"?', /how sure you are/],
    ['What is the difference between must have and can\'t have?', /how sure you are/],
    ['What is the difference between would have and should have?', /regret/],
    ['Why do people write "Rarely have I seen" in books?', /helping verb comes before the subject/],
    ['Should I say "for learn English" or "to learn English"?', /"to" \+ the base verb/],
    ['Is it "Yes, I want" or "Yes, I do"?', /short answer/],
    ['What is the difference between bored and boring?', /feel/],
    ['What is the difference between amazed and amazing?', /-ed say how a person feels/],
  ])('%s', (question, answer) => {
    expect(topicOf(question)).toMatch(answer);
  });

  it('leaves news that holds the same words as news', () => {
    expect(classifyTurn("I can't get used to the rain here, can you?").kind).not.toBe('grammar-question');
    expect(classifyTurn('Most of my cousins live in Canada. Do you have cousins?').kind).not.toBe('grammar-question');
    expect(classifyTurn("You needn't hurry, OK?").kind).not.toBe('grammar-question');
  });
});

describe('a word asked about with a weighing word before it (round 31, real lexicon)', () => {
  it('defines "such a bargain" as "bargain", not as an unknown expression', async () => {
    const lexicon = createLexicon();
    const lookup = (w: string) => lexicon.lookupSync(w);
    expect(await meaningAnswer('such a bargain', 'define', { lookup }, null)).toMatch(/^"bargain"/);
    // an idiom the words start is still not guessed at from its first word
    expect(await meaningAnswer('just the ticket', 'define', { lookup }, null)).not.toMatch(/^"just"/);
  });
});
