// What the partner understands since round 30 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing, so
// these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { thingAsked, withoutPartnerName } from './asked-thing';
import { echoReaction, focusOf, followUpQuestion, namedAnswer } from './echo';
import { feelingOf } from './feelings';
import { searchMemory } from './recall';
import { grammarAnswer, otherLanguageAnswer } from './answers';
import { dictionaryForms } from './dictionary-forms';
import { classifyTurn } from './turn-kinds';
import { fragmentInContext } from '../correction-note';
import { dictionaryLanguageOf } from './word-glosses';
import { createFreeDictProvider } from '../../language/translation/index';
import { hasEngines } from '../../../../test/support/engines';
import { offScriptAnswer } from '../scene-off-script.data';

describe('feelings told by the shape of what happened (round 30)', () => {
  it('hears a hope that came to nothing as sad, whatever was hoped for', () => {
    expect(feelingOf("We didn't win the tender we had worked so hard for.")).toBe('sad');
    expect(feelingOf("I couldn't get a place on the course I applied for.")).toBe('sad');
    // a missed thing nobody hoped for is no sad news
    expect(feelingOf("I didn't get the joke, but everyone laughed.")).toBeNull();
  });

  it('hears something due soon and not ready as stress', () => {
    expect(feelingOf("I need to find a new flatmate by the end of the month, and I haven't found anyone yet.")).toBe('stressed');
    expect(feelingOf("I have to finish the report by Friday, but I've done most of it.")).toBeNull();
  });

  it('hears a first success of one\'s own as happy news, but not a first fine', () => {
    expect(feelingOf('My little shop sold its first online order today!')).toBe('happy');
    expect(feelingOf('I got my first parking ticket today.')).toBeNull();
  });
});

describe('what a line is about (round 30)', () => {
  it('takes a hobby or plan by what follows "is"', () => {
    expect(focusOf('My new hobby is carving spoons from old branches.')).toBe('carving spoons');
  });

  it('takes what was looked at, and things with no article after a doing verb', () => {
    expect(focusOf('We climbed the hill just to look at the sunset.')).toBe('the sunset');
    expect(focusOf('Yesterday we baked muffins with my grandmother.')).toBe('muffins');
    // a thing for something is about that something
    expect(focusOf('Last month we found homes for three kittens.')).not.toBe('homes');
  });
});

describe('questions named back by their thing (round 30)', () => {
  it('finds the first thing a question names, in the partner\'s words', () => {
    expect(thingAsked('Do you provide blankets, or should I bring one?')).toBe('blankets');
    expect(thingAsked('Can my sister come into the room with me?')).toBe('your sister');
    expect(thingAsked('Do you ever invest in biotech start-ups?')).toBe('biotech start-ups');
    expect(thingAsked('Is it far?')).toBeNull();
  });

  it('names it in a scene answer no pattern knew', () => {
    expect(offScriptAnswer(undefined, 'Sorry, who painted the picture in the hall?')).toMatch(/^Good question about the picture\b/);
  });

  it('says a time of day back with its time', () => {
    expect(offScriptAnswer(undefined, 'Is there a bus around eight tomorrow morning?')).toMatch(/^Around eight tomorrow morning\?/);
  });

  it('reads a question without the partner\'s name said to them', () => {
    expect(withoutPartnerName('what kind of books do you like ms rivera', 'Ms. Rivera')).toBe('what kind of books do you like');
    expect(withoutPartnerName('Sam, have you ever been skiing?', 'Sam')).toBe('have you ever been skiing?');
    expect(withoutPartnerName('Do you know Samantha?', 'Sam')).toBe('Do you know Samantha?');
  });

  it('answers the shape of a question the partner has no answer of its own for', () => {
    const own = 'Good question! I like films, food and good chats.';
    expect(namedAnswer('Have you ever tried kayaking', own, true)).toMatch(/^No, I've never tried kayaking\b/);
    expect(namedAnswer('Do you have a sewing machine', own, true)).toMatch(/^No, I don't have a sewing machine\b/);
    expect(namedAnswer('Do you have a minute', own, true)).toBeNull();
    expect(namedAnswer('Do you have any questions', own, true)).toBeNull();
    expect(namedAnswer('What kind of podcasts do you listen to', own, true)).toMatch(/^I listen to lots of kinds of podcasts\b/);
    // an answer of its own about the thing wins
    expect(namedAnswer('Have you ever tried kayaking', 'I love the water!', false)).toBeNull();
  });

  it('asks for feedback when a question points at the learner\'s words and asks if they were right', () => {
    expect(classifyTurn('Would you tell me whether my last message makes sense?').kind).toBe('feedback-request');
    expect(classifyTurn('Were there any errors in there?').kind).toBe('feedback-request');
    expect(classifyTurn('Is that one right for a wedding?').kind).not.toBe('feedback-request');
  });
});

describe('grammar questions about time words and things in pairs (round 30)', () => {
  it('explains at, on and in with times, days and months', () => {
    for (const q of ["Why is it 'in 2019' but 'on Tuesday'?", "Should I say 'at Sunday' or 'on Sunday'?"]) {
      expect(classifyTurn(q).kind).toBe('grammar-question');
      expect(grammarAnswer(q)).toMatch(/"On" for a day or a date/);
    }
  });

  it('explains that trousers and scissors are plural, and a pair of them singular', () => {
    for (const q of ["My shorts ___ dirty. Is it 'is' or 'are'?", "Is 'pyjamas' singular or plural?"]) {
      expect(classifyTurn(q).kind).toBe('grammar-question');
      expect(grammarAnswer(q)).toMatch(/are plural.*"a pair of"/);
    }
  });
});

describe('a line in Swahili or Indonesian glossed by the stems of its words (round 30)', () => {
  it('finds the stems the dictionaries list', () => {
    expect(dictionaryForms('ninapenda', 'sw')).toContain('penda');
    expect(dictionaryForms('kuimba', 'sw')).toContain('imba');
    expect(dictionaryForms('sokoni', 'sw')).toContain('soko');
    expect(dictionaryForms('memasak', 'id')).toContain('masak');
    expect(dictionaryForms('menulis', 'ms')).toContain('tulis');
    expect(dictionaryForms('bermain', 'id')).toContain('main');
    expect(dictionaryForms('house', 'de')).toEqual([]);
  });

  it.skipIf(!hasEngines('freedict-swh-eng'))('glosses a Swahili line by its stems, and knows it is Swahili (real FreeDict)', async () => {
    const freedict = createFreeDictProvider();
    const translate = async (text: string, target: string, source: string) => (await freedict.translate(text, target, source).catch(() => null))?.text ?? null;
    const line = 'Tunapenda kuimba sokoni.';
    expect(await dictionaryLanguageOf(line, null, { translate })).toBe('sw');
    expect(await otherLanguageAnswer(line, 'sw', { translate })).toMatch(/"kuimba" is "sing"/);
  });

  it.skipIf(!hasEngines('freedict-eng-ind'))('glosses a line read as Malay with the Indonesian dictionary (real FreeDict)', async () => {
    const freedict = createFreeDictProvider();
    const translate = async (text: string, target: string, source: string) => (await freedict.translate(text, target, source).catch(() => null))?.text ?? null;
    expect(await otherLanguageAnswer('Adik saya menulis surat.', 'ms', { translate })).toMatch(/"menulis" is "write"/);
  });
});

describe('a fact taken back as out of date (round 30)', () => {
  it('answers with the newer fact, naming who it is about', () => {
    const turns = ['My aunt used to work in Mombasa.', "Hmm, that's outdated. She retired, and now she lives in Malindi."];
    expect(searchMemory('Where does my aunt live now?', turns, [])).toBe('You told me: your aunt retired, and now she lives in Malindi.');
  });
});

describe('a verb chosen by its object is shown with it (round 30)', () => {
  it('shows "make" → "do" with the favour, and "said" → "told" with whom and what', () => {
    expect(fragmentInContext('Could you make us a favour?', { start: 10, end: 14, wrong: 'make', fix: 'do', reason: 'r', category: 'word-choice' })).toMatchObject({ wrong: 'make us a favour', fix: 'do us a favour' });
    expect(fragmentInContext('She said me the truth.', { start: 4, end: 8, wrong: 'said', fix: 'told', reason: 'r', category: 'word-choice' })).toMatchObject({ wrong: 'said me the truth', fix: 'told me the truth' });
  });
});

describe('a regret is met with sympathy, not praise (round 30)', () => {
  it('says no "Nice!" or "How was …?" to something the learner wishes had gone otherwise', () => {
    const line = 'If only I had checked the weather, we would have stayed home.';
    for (const seed of [0, 1, 2]) expect(echoReaction('the weather', seed, line)).not.toMatch(/lovely|great|nice/i);
    expect(followUpQuestion("I should have taken the bus, not the car.", 'the bus')).toBe('What happened?');
  });
});
