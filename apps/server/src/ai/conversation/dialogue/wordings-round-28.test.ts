// What the partner understands since round 28 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing, so
// these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { grammarAnswer } from './answers';
import { focusOf } from './echo';
import { feelingOf } from './feelings';
import { guessLanguage } from './language-guess';
import { glossaryEntry } from './learner-glossary.data';
import { partnerAnswerFor } from './partner-answers.data';
import { searchMemory } from './recall';
import { reactToStatement } from './reactions';
import { everydayElsewhere } from './requests-elsewhere.data';
import { classifyTurn } from './turn-kinds';
import { detailToSayBack } from '../scene-details';

describe('grammar questions with a topic of their own (round 28)', () => {
  it.each([
    ["Should I write 'DVD's' or 'DVDs' for more than one disc?", /\bno apostrophe\b/],
    ["Which is right, 'alright' or 'all right'?", /\binformal\b/],
    ["How do I choose between 'which' and 'what' in a question?", /\bknown set of options\b/],
    ["Is it 'cancelled' or 'canceled'?", /\bAmerican keeps one l\b/],
    ["Is 'He is older than me' correct, or 'He is older than I'?", /\bBoth are correct\b/],
  ])('%s', (question, answer) => {
    expect(classifyTurn(question).kind).toBe('grammar-question');
    expect(grammarAnswer(question)).toMatch(answer);
  });

  it("keeps 'its' or 'it's' a question of two words, not of the plural's apostrophe", () => {
    expect(classifyTurn("Do I write 'its' or 'it's' in 'the cat licked its paw'?").kind).not.toBe('grammar-question');
  });
});

describe('requests and feelings (round 28)', () => {
  it('hears "what was that?" after a reason, and a line that cut out, as asking again', () => {
    expect(classifyTurn('Sorry, the signal dropped out. What was that?').kind).toBe('repeat');
    expect(classifyTurn('My earphones cut out for a second.').kind).toBe('repeat');
    // A question about a noise is no request to repeat.
    expect(classifyTurn('What was that bang? Did something fall?').kind).not.toBe('repeat');
  });

  it('asks for feedback with "is my grammar right"', () => {
    expect(classifyTurn('Is my grammar right in that last message?').kind).toBe('feedback-request');
    expect(classifyTurn('Was my sentence okay?').kind).toBe('feedback-request');
  });

  it('reads a divorce, nobody turning up and a business closing for good as sad; "I feel stupid" is no insult', () => {
    expect(feelingOf('My aunt and uncle are divorcing after thirty years.')).toBe('sad');
    expect(feelingOf('No one turned up to my leaving drinks. I feel so embarrassed.')).toBe('sad');
    expect(feelingOf('Our family bakery shut down for good last month.')).toBe('sad');
    expect(classifyTurn('I forgot my own password again. I feel so dumb.').kind).not.toBe('insult');
    expect(classifyTurn('You are so dumb.').kind).toBe('insult');
  });
});

describe("the partner's own answers and its echo (round 28)", () => {
  it('answers about dancing, and mountains or the beach, in its own words', () => {
    expect(partnerAnswerFor('Do you like dancing?', 'friend')).toMatch(/danc/);
    expect(partnerAnswerFor('Would you rather go to the seaside or the mountains?', 'teacher')).toMatch(/mountain/);
    expect(partnerAnswerFor('What genre do you watch most?', 'teacher')).toMatch(/documentar/);
  });

  it('names a new habit, not the word after it, and never "one"', () => {
    expect(focusOf("We've started recycling all our plastic bottles.")).toBe('recycling');
    expect(focusOf('I read one every night before bed.')).toBeNull();
  });

  it('names a new interest and a first try', () => {
    expect(focusOf("I've got really into old radio plays lately.")).toBe('old radio plays');
    expect(focusOf('Last week I tried rock climbing for the first time.')).toBe('rock climbing');
    expect(focusOf('My brother got into trouble at school.')).toBeNull();
  });

  it('hears a place closing down as a loss, a prize as good news, a car in a ditch as trouble', () => {
    expect(feelingOf('My little sister came third in the spelling contest!')).toBe('happy');
    const react = (text: string) => reactToStatement(text, 'middle', [], [], 'round-28');
    expect(react('The old bookshop on our street is closing down next month.')).toMatch(/shame|pity/);
    expect(react("I can't drive, so I take the bus everywhere.")).toMatch(/Public transport|driving/);
    // Praise for a job well done, and the way to work, are no talk about work.
    expect(react('The new printer does a great job.')).not.toMatch(/work/);
    expect(react('I read on the train on my way to work.')).not.toMatch(/work/);
  });
});

describe('memory and questions back (round 28)', () => {
  it('finds where the learner studies, and a relative\'s job the learner updated', () => {
    expect(searchMemory('Which city am I working in these days?', ['I grew up in Lyon, but now I work in Grenoble.', 'The office is tiny.'], [])).toMatch(/Grenoble/);
    expect(classifyTurn('So what does Amara do now?')).toMatchObject({ kind: 'recall', about: 'search' });
    expect(searchMemory('So what does Amara do now?', ['My sister Amara teaches maths in Accra.', "Wait, that's old news. She left, and now she runs a bakery."], [])).toMatch(/bakery/);
  });

  it('hears "Seen any good films lately?" as a question to the partner', () => {
    expect(classifyTurn('Anyway. Watched any good series recently?')).toMatchObject({ kind: 'question-back' });
  });
});

describe('other languages and scene details (round 28)', () => {
  it("names a short Spanish or German line by its little words, though a dictionary knows them as English", () => {
    expect(guessLanguage('Esta tarde voy al cine con mis amigos.', null).language).toBe('es');
    expect(guessLanguage('Ich bin heute nicht zu Hause.', null).language).toBe('de');
    // English with a Spanish phrase in it stays English.
    expect(guessLanguage('I went to la playa con mis amigos.', null).language).toBe('en');
  });

  it('gives the English for being full, liking to sing and not feeling like work', () => {
    expect(everydayElsewhere('Estoy muy llena, gracias.')).toBe("I'm full");
    expect(everydayElsewhere("J'aime chanter sous la douche.")).toBe('I like singing');
    expect(everydayElsewhere('Non ho voglia di lavorare.')).toBe("I don't feel like working");
  });

  it('glosses a bull in a china shop and a far cry from', () => {
    expect(glossaryEntry('a bull in a china shop')?.entry.meaning).toMatch(/clumsy/);
    expect(glossaryEntry('a far cry from')?.entry.meaning).toMatch(/very different/);
  });

  it('says back a dish of two words counted on the bill', () => {
    expect(detailToSayBack('You charged us for two plates of fish cakes.', "I'll check the bill.")).toBe('Two plates of fish cakes, I see.');
  });
});
