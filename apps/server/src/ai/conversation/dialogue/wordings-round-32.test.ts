// What the partner understands since round 32 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing, so
// these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer, meaningAnswer } from './answers';
import { feelingOf } from './feelings';
import { saidBackNews } from './reactions';
import { partnerAnswerFor } from './partner-answers.data';
import { topicNamed, topicWordOf } from './topics';
import { classifyTurn } from './turn-kinds';
import { detailToSayBack, withCare } from '../scene-details';
import { pluralAnswer } from './word-forms';
import { createLexicon } from '../../language/lexicon/index';

/** The partner's answer to a grammar question, by the route the turn's kind takes. */
const answerTo = (text: string) => {
  const turn = classifyTurn(text);
  return turn.kind === 'grammar-question' ? grammarAnswer(turn.question) : turn.kind === 'difference' ? differenceAnswer(turn.a, turn.b, {}) : `(${turn.kind})`;
};

describe('plurals (round 32)', () => {
  it('never teaches a regular plural for a Latin or Greek noun', () => {
    expect(pluralAnswer('phenomenon')).toMatch(/"phenomena"/);
    expect(pluralAnswer('thesis')).toMatch(/"theses"/);
    expect(pluralAnswer('phenomenon')).not.toMatch(/phenomenons/);
  });

  it('names the everyday regular plural where both are used', () => {
    expect(pluralAnswer('formula')).toMatch(/"formulae".*"formulas"/);
  });

  it('keeps the spelling rule for -f and -o nouns', () => {
    expect(pluralAnswer('shelf')).toMatch(/-ves/);
    expect(pluralAnswer('tomato')).toMatch(/-es/);
  });
});

describe('grammar questions (round 32)', () => {
  it('explains a number and a measure before a noun', () => {
    expect(answerTo("Is it 'a two-hours film' or 'a two-hour film'?")).toMatch(/stays singular/);
    expect(answerTo('Do I need a hyphen in a five-year-old boy?')).toMatch(/hyphen/);
    // a question that only mentions one is no grammar question
    expect(classifyTurn('Shall we take a ten-minute break or keep going?').kind).not.toBe('grammar-question');
  });

  it('explains how to write a decade', () => {
    expect(answerTo("How do you write the 80s, with an apostrophe or without?")).toMatch(/no apostrophe/);
    expect(classifyTurn("Did you like the music of the 80's?").kind).not.toBe('grammar-question');
  });

  it('explains when a verb takes -es', () => {
    expect(answerTo('why do we add es to some verbs like watch')).toMatch(/watches/);
  });

  it('answers needn\'t have against didn\'t need to with its own topic', () => {
    expect(answerTo("Is there a difference between 'you didn't need to come' and 'you needn't have come'?")).toMatch(/needn't have/);
  });

  it('reads "X, or is that wrong?" as one form asked about, not two', () => {
    expect(classifyTurn("Can I say 'I'm wanting a coffee', or is that wrong?").kind).toBe('grammar-question');
    expect(answerTo("Can I say 'I'm loving this song', or is that wrong?")).toMatch(/casual speech/);
  });
});

describe('feelings (round 32)', () => {
  it('hears a plan let down close to its day as stress', () => {
    expect(feelingOf('The party is in two days and the band has pulled out.')).toBe('stressed');
    expect(feelingOf('My visa appointment is tomorrow and I can\'t find my passport.')).toBe('stressed');
  });

  it('does not hear a cancelled event that frees the learner as stress', () => {
    expect(feelingOf('They cancelled the match tomorrow, so I can sleep late!')).not.toBe('stressed');
  });
});

describe('questions back (round 32)', () => {
  it('answers "Do you ever …?" and "Are you …?" in the question\'s own words when no topic fits', () => {
    expect(partnerAnswerFor('Do you ever lose your keys?', 'friend')).toMatch(/I lose my keys/);
    expect(partnerAnswerFor('Are you ticklish, Sam?', 'friend')).toMatch(/ticklish/);
  });

  it('does not own up to "a little" of a yes-or-no state', () => {
    expect(partnerAnswerFor('Are you vegetarian?', 'teacher')).not.toMatch(/a little/i);
    expect(partnerAnswerFor('Are you okay?', 'teacher')).not.toMatch(/a little/i);
  });
});

describe('topics (round 32)', () => {
  it('says back a plural the learner chose inside a broad topic', () => {
    const named = (text: string) => topicWordOf(text, topicNamed(text)!).named;
    expect(named('Can we talk about animals instead?')).toBe('animals');
    expect(named("Let's talk about festivals.")).toBe('festivals');
    expect(named("Let's talk about the outdoors.")).toBeUndefined();
  });
});

describe('scene details said back (round 32)', () => {
  it('says back a thing with a fault, who the learner lives with, an amount and someone shaken', () => {
    expect(detailToSayBack('My smart speaker keeps switching itself off.', 'Have you restarted it?')).toBe('Your smart speaker, I see.');
    expect(detailToSayBack('My right ear hurts.', 'Let me look at your right ear.')).toBeNull(); // the next line says it
    expect(detailToSayBack('I live with my grandad and his parrot.', 'Welcome to the building.')).toBe('Your grandad and his parrot, how nice.');
    expect(detailToSayBack('Sorry, I can only pay 450.', 'I could do 500.')).toBe('450, I see.');
    expect(detailToSayBack('No one was hurt, but my son, who was sitting in the front, was very upset.', 'Did you call the police?')).toBe("Your son was very upset? I'm sorry to hear that.");
  });

  it('never says back a learner\'s slip, or what is no fault of a thing', () => {
    expect(detailToSayBack('We need two knifes for the table.', 'Anything else?')).toBeNull();
    expect(detailToSayBack('My uncle keeps bees in his garden.', 'Lovely.')).toBeNull();
    expect(detailToSayBack('My daughter broke her wrist at school.', 'When did it happen?')).toBeNull();
  });

  it('says a medicine is safe for a learner who said she is pregnant, and not otherwise', () => {
    expect(withCare('Take these tablets twice a day.', ['I have a sore throat and I am pregnant.'])).toMatch(/safe while you're pregnant/);
    expect(withCare('Take these tablets twice a day.', ["I have a sore throat. I'm not pregnant."])).toBe('Take these tablets twice a day.');
    expect(withCare('Do you have a fever?', ['I am pregnant.'])).toBe('Do you have a fever?');
  });
});

describe('meanings (round 32)', () => {
  it('hears "What\'s the X?" after a quote holding X as a question about X', () => {
    expect(classifyTurn("My teacher wrote 'a fortnight' on the board. What's a fortnight?")).toEqual({ kind: 'meaning', term: 'fortnight', how: 'define' });
  });

  it('gives no example that shows another word instead of the one asked (real lexicon)', async () => {
    const lexicon = createLexicon();
    const lookup = (w: string) => lexicon.lookupSync(w);
    // WordNet's example for this sense of "scrounge" is about "shnorring"
    const answer = await meaningAnswer('scrounge', 'define', { lookup }, null, 'What does scrounge mean?');
    expect(answer).toMatch(/^"scrounge"/);
    expect(answer).not.toMatch(/shnorr/);
  });
});

describe('news said back (round 32)', () => {
  it('says back a change to the learner\'s place, and bees where they do not belong, however it is told', () => {
    expect(saidBackNews('they built a climbing wall in our park last week')).toBe('They built a climbing wall in your park last week');
    expect(saidBackNews('A swarm of wasps got into our kitchen this morning.')).toBe('A swarm of wasps got into your kitchen this morning');
  });

  it('says back no plain fact about people, nor bad news as a wonder', () => {
    expect(saidBackNews('They are very friendly people.')).toBeNull();
    expect(saidBackNews('They closed the old library in our town.')).toBeNull();
  });
});
