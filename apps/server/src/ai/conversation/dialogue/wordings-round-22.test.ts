// What the partner understands since rounds 22 and 23 of the blind probes were measured and handed to
// tuning (bench/blind-sets.md). Each case is a new wording of a kind of turn the rounds showed it
// missing, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer, meaningAnswer, otherLanguageAnswer } from './answers';
import { focusOf } from './echo';
import { extractFacts } from './facts';
import { glossaryEntry } from './learner-glossary.data';
import { feelingOf } from './feelings';
import { guessLanguage } from './language-guess';
import { createLexicon } from '../../language/lexicon/index';
import { withLearnerWords } from '../scene-details';
import { offScriptAnswer } from '../scene-off-script.data';
import { recallOf } from './recall';
import { reactToStatement } from './reactions';
import { classifyTurn } from './turn-kinds';

describe('turns the partner now hears (rounds 22 and 23)', () => {
  it.each([
    // A riddle said aloud: no question mark, "why are …", a short one with "because".
    ['why are fish so clever because they live in schools', 'learner-joke'],
    ['why was the math book sad because it had problems', 'learner-joke'],
    ["I'd tell you a pizza joke, but it's too cheesy.", 'learner-joke'],
    ['Sorry, I need to dash, the kids are home. Speak soon!', 'goodbye'],
    ['I truly appreciate all the time you give me.', 'thanks'],
    ['Can you let me know whether my last message was correct?', 'feedback-request'],
    ['Honestly, did I get that sentence right?', 'feedback-request'],
  ])('%s → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it.each([
    // A quoted idiom of five words or more is still one phrase asked about.
    ["What is 'the tip of the iceberg'?", 'the tip of the iceberg'],
    ["Tom, what's 'a piece of the pie'?", 'a piece of the pie'],
  ])('%s asks the meaning of %s', (text, term) => {
    expect(classifyTurn(text)).toMatchObject({ kind: 'meaning', term });
  });

  it.each([
    ['My brother and I had a huge argument, and now he is not talking to me.', 'sad'],
    ['I lost my father\'s old ring at the beach. It meant a lot to me.', 'sad'],
    ['The owner wants me out next week and I have nowhere to live.', 'stressed'],
    ['A small press has accepted my first novel!', 'happy'],
    ["Guess what, I'm going to be an uncle!", 'happy'],
  ])('%s → %s', (text, feeling) => {
    expect(feelingOf(text)).toBe(feeling);
  });

  it.each([
    // Taking back a slip, or saying how someone else gets at times, is no news about the learner's feelings.
    ['My cousin works in Quito. Oh no, sorry, I was wrong: she works in Cuenca.'],
    ['My parrot screams when he is scared of the vacuum cleaner.'],
  ])('no feeling: %s', (text) => {
    expect(feelingOf(text)).toBeNull();
  });
});

describe('what the partner remembers (rounds 22 and 23)', () => {
  it('keeps a pet of a less usual kind and its name', () => {
    expect(extractFacts('We have an iguana. Her name is Pepa.')).toContainEqual({ key: 'pet:iguana', value: 'Pepa' });
  });

  it('answers with the learner\'s own correction made in the same turn', () => {
    const lines = ['My aunt works in Tamale. Oh no, sorry, that\'s wrong: she works in Kumasi now.', 'She is a nurse.'];
    expect(recallOf('search', 'Where does my aunt work?', lines, [])).toBe('You told me: she works in Kumasi now.');
  });

  it('answers with the news after "sorry, that\'s old news"', () => {
    const lines = ['My uncle runs a shop in Lagos.', "Oh wait, sorry, that's old news. He moved to Abuja last year."];
    expect(recallOf('search', 'Which city is my uncle in?', lines, [])).toBe('You told me: he moved to Abuja last year.');
  });
});

describe('questions about what the learner said, and food they cannot eat (rounds 22 and 23)', () => {
  it.each([
    ['Hold on, one thing first: which sport do I play?'],
    ['When do I fly to my cousin\'s wedding?'],
    ['Where is the concert again?'],
  ])('%s is answered from the learner\'s own lines', (text) => {
    expect(classifyTurn(text)).toEqual({ kind: 'recall', about: 'search' });
  });

  it.each([["I can't eat peanuts. My face swells up."], ['I never eat meat, my stomach hurts after it.']])('no "that sounds tasty" for %s', (text) => {
    for (const seed of ['a', 'b', 'c']) expect(reactToStatement(text, 'basic', [], [], seed)).not.toMatch(/tasty|hungry/i);
  });

  it('still reads "When do I use the past perfect?" as a grammar question', () => {
    expect(classifyTurn('When do I use the past perfect?').kind).toBe('grammar-question');
  });
});

describe('grammar questions the partner now answers (rounds 22 and 23)', () => {
  it.each([
    ["Is 'we're flying to Rome on Friday' OK? That's present, no?", /arrangement/],
    ['How do you say 3/4 in English?', /three quarters/],
    ["When should I use 'ought to'?", /should/],
    ["Is it 'let's to start' or 'let's start'?", /without "to"|let's start/],
    ["Why does 'planning' have two n's?", /vowel/],
    ["What does the 'd mean in 'she'd gone'?", /had/],
    ["Why do we say 'the homeless' without a noun?", /group/],
    ["Why do people say 'I did lock the door' with 'did'?", /emphasis/],
    ["Is it 'its' or 'it's' for a dog's tail?", /possession/],
    ["'While' or 'during': which one before 'the film'?", /noun/],
  ])('%s', (question, answer) => {
    const kind = classifyTurn(question);
    const text = kind.kind === 'grammar-question' ? grammarAnswer(kind.question) : kind.kind === 'difference' ? differenceAnswer(kind.a, kind.b, {}) : kind.kind;
    expect(text).toMatch(answer);
  });

  it('reads "the verb \'X\'" and "the X" as the word X', async () => {
    expect(await meaningAnswer("the verb 'wander", 'define', {}, null)).toMatch(/walk around slowly/);
    expect(await meaningAnswer('the breadwinner', 'define', {}, null)).toMatch(/earns the money/);
  });
});

describe('other languages (rounds 22 and 23)', () => {
  const lexicon = createLexicon();
  const knows = (w: string) => lexicon.lemmatize(w) !== null;
  it.each([
    // German capitalises its nouns (no names here) and writes five consonants in a row ("Entschuldigung").
    ['Entschuldigung, wo finde ich den Supermarkt?', 'de'],
    ['Wir haben heute keine Zeit für Hausaufgaben.', 'de'],
  ])('"%s" is %s', (text, language) => {
    expect(guessLanguage(text, knows).language).toBe(language);
  });

  it('looks up whole words of a script with vowel signs (Devanagari), not their pieces', async () => {
    // A dictionary stand-in that knows one whole Hindi word: pieces split at the vowel signs would find nothing.
    const translate = async (word: string) => (word === 'डॉक्टर' ? 'doctor' : null);
    expect(await otherLanguageAnswer('मेरी बहन डॉक्टर है।', 'hi', { translate })).toMatch(/"डॉक्टर" is "doctor"/);
  });

  it.each([['sdfghjk qwrtzp'], ['My friend Jürgen Schmidt lives in Hamburg.']])('"%s" is still no German', (text) => {
    expect(guessLanguage(text, knows).language).not.toBe('de');
  });
});

describe('scene details said back in the learner\'s own words (rounds 22 and 23)', () => {
  it.each([
    ['party', "There's a karaoke party upstairs.", 'karaoke party'],
    ['next door', 'The washing machine next door is so loud.', 'washing machine next door'],
    ['music', 'I can hear music through the wall.', 'music'],
    ['music', 'There is very loud music.', 'music'],
  ])('%s in "%s" → %s', (keyword, line, said) => {
    expect(withLearnerWords(keyword, line)).toBe(said);
  });
});

describe('grammar points from a learner syllabus (2026-11-28, written beside the rounds, not from them)', () => {
  it.each([
    ['What are question tags?', /helping verb/],
    ["Why is it wrong to say 'she let me to drive'?", /without "to"/],
    ["Mustn't and don't have to: what's the difference?", /not necessary/],
    ["Is 'supposed to' polite?", /expected/],
    ['When should I use the future continuous tense?', /in progress/],
    ["What's an embedded question?", /normal word order/],
    ["Can you explain 'the sooner the better'?", /change together/],
    ['Which preposition comes after proud?', /proud of/],
    ['Is a double negative wrong in English?', /one negative/],
    ["Do British people use 'shall' a lot?", /offer or suggest/],
    ["Why do people say 'you had better' about the future?", /strong advice/],
  ])('%s', (question, answer) => {
    const kind = classifyTurn(question);
    const text = kind.kind === 'grammar-question' ? grammarAnswer(kind.question) : kind.kind === 'difference' ? differenceAnswer(kind.a, kind.b, {}) : kind.kind;
    expect(text).toMatch(answer);
  });

  it.each([["I'd better go now, my mum is calling."], ["It's time I went to bed."], ['I like both cats and dogs.'], ['Shall we talk about food?']])('is no grammar question: %s', (text) => {
    expect(classifyTurn(text).kind).not.toBe('grammar-question');
  });
});

describe('a place\'s distance asked off a scene\'s script (rounds 22 and 23)', () => {
  it.each([['Is the museum far from here?'], ['Is it a long walk to the beach?']])('%s', (question) => {
    expect(offScriptAnswer(undefined, question)).toMatch(/not far/);
  });

  it('says no distance for how long something lasts', () => {
    expect(offScriptAnswer(undefined, 'How long does the course last?')).not.toMatch(/not far/);
  });
});

describe('round 24 (tuning)', () => {
  it.each([
    ['How do I form the adverb of "easy"?', /happily|easily/],
    ["What's the opposite of 'regular'? Is it 'unregular'?", /irregular/],
    ["What's the difference between 'I like tea' and 'I'd like tea'?", /polite/],
    ['Is i.e. the same as e.g.?', /for example/],
  ])('%s', (question, answer) => {
    const kind = classifyTurn(question);
    const text = kind.kind === 'grammar-question' ? grammarAnswer(kind.question) : kind.kind === 'difference' ? differenceAnswer(kind.a, kind.b, {}) : kind.kind;
    expect(text).toMatch(answer);
  });

  it('says two words with one sense mean the same instead of giving the sense twice', () => {
    const sense = { partOfSpeech: 'noun', definition: 'a place where you can buy things', examples: [] };
    const lookup = () => ({ senses: [sense] });
    expect(differenceAnswer('lorry', 'truck', { lookup } as never)).toMatch(/^"lorry" and "truck" mean the same/);
  });

  it('finds a phrasal verb said with -s ("zones out")', () => {
    expect(glossaryEntry('zones out')?.key).toBe('zone out');
  });

  it('asks about no feeling as a hobby ("learned to appreciate …")', () => {
    expect(focusOf('After a year abroad I learned to appreciate my own city.')).toBeNull();
  });

  it('reads "When do I go to the dentist?" as a question about the learner', () => {
    expect(classifyTurn('So when do I fly to Rome?')).toEqual({ kind: 'recall', about: 'search' });
  });
});

