// What the partner understands since round 29 of the blind probes was measured and handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing, so
// these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { grammarAnswer, otherLanguageAnswer } from './answers';
import { verbFormsAnswer } from './word-forms';
import { feelingOf } from './feelings';
import { partnerAnswerFor } from './partner-answers.data';
import { reactToStatement } from './reactions';
import { classifyTurn } from './turn-kinds';
import { offScriptAnswer } from '../scene-off-script.data';
import { createFreeDictProvider } from '../../language/translation/index';
import { hasEngines } from '../../../../test/support/engines';

describe('feelings told by what happened, not by the words alone (round 29)', () => {
  it('hears a lost job, a pet given away and a relative who no longer knows you as sad', () => {
    expect(feelingOf('My aunt lost her job at the bakery after ten years.')).toBe('sad');
    expect(feelingOf('We had to give our cat away because my son is allergic.')).toBe('sad');
    expect(feelingOf("My grandmother doesn't recognise me any more.")).toBe('sad');
  });

  it('hears a first permanent contract and work shown in an exhibition as happy news', () => {
    expect(feelingOf('I signed my first permanent contract this morning!')).toBe('happy');
    expect(feelingOf('Two of my photos will be in the city exhibition in May!')).toBe('happy');
  });

  it('hears a deadline with a mishap as stress', () => {
    expect(feelingOf('My essay is due tomorrow and my computer crashed.')).toBe('stressed');
  });

  it('finds no joy in a "like" that compares, and no sadness in what the learner read about', () => {
    expect(feelingOf('Guess what? My neighbour found a potato that looks just like a duck!')).toBeNull();
    expect(feelingOf('I watched a documentary about a terrible war.')).toBeNull();
    // Liking still counts, and a sad event read about in passing is still the learner's news when they say so.
    expect(feelingOf('I won the cup! I feel like a champion!')).toBe('happy');
    expect(feelingOf('My dog died last night.')).toBe('sad');
  });
});

describe('requests and questions (round 29)', () => {
  it('asks for feedback with "does that sentence need fixing"', () => {
    expect(classifyTurn('Honestly, does that last sentence need any correcting?').kind).toBe('feedback-request');
    expect(classifyTurn('Is there anything to fix in that message?').kind).toBe('feedback-request');
  });

  it('hears rubbish as a thing collected, not as rudeness', () => {
    expect(classifyTurn('We picked up five bags of rubbish on the beach.').kind).not.toBe('insult');
    expect(classifyTurn('Your answers are rubbish.').kind).toBe('insult');
  });

  it('answers how a verb takes -ing by the spelling rule', () => {
    expect(classifyTurn("How do I write the -ing form of 'die'?").kind).toBe('grammar-question');
    expect(grammarAnswer("How do I write the -ing form of 'die'?")).toMatch(/"dying"/);
    expect(grammarAnswer('What is the gerund of write?')).toMatch(/"writing".*silent -e/);
    expect(grammarAnswer("How do I add -ing to 'sit'?")).toMatch(/"sitting"/);
  });

  it('says both pasts are right where a verb has two, and which is heard where', () => {
    expect(verbFormsAnswer('dive')).toMatch(/^Both are correct.*"dived" or "dove".*American/);
    expect(verbFormsAnswer('burn')).toMatch(/^Both are correct.*"burned" or "burnt"/);
    expect(verbFormsAnswer('swim')).toMatch(/irregular.*"swam"/);
  });
});

describe("the partner's own answers and its echo (round 29)", () => {
  it('answers how it gets to work and whether it has lived abroad, not about its job or a trip', () => {
    expect(partnerAnswerFor('How do you travel to work?', 'friend')).toMatch(/cycle|bus/);
    expect(partnerAnswerFor('Have you ever worked abroad?', 'teacher')).toMatch(/lived in Spain/);
  });

  it('cuts a long thing said back before a preposition, never in the middle of a phrase', () => {
    const reply = reactToStatement('I knit warm woolly scarves in my spare time.', 'middle', [], [], 'round-29');
    expect(reply).not.toMatch(/\bin your spare\b(?! time)/);
  });

  it('names what an off-script favour or question is about', () => {
    expect(offScriptAnswer(undefined, 'Could you also take away the old fridge?')).toMatch(/the old fridge/);
    expect(offScriptAnswer(undefined, 'Do you have a city map I could borrow?')).toMatch(/a city map|city map/);
  });
});

describe('a German line glossed word by word (round 29; real FreeDict)', () => {
  it.skipIf(!hasEngines('freedict-eng-deu'))('glosses nouns in lower case, as German writes every noun with a capital, and a lower-case word as itself', async () => {
    const freedict = createFreeDictProvider();
    const translate = async (text: string, target: string, source: string) => (await freedict.translate(text, target, source).catch(() => null))?.text ?? null;
    const answer = await otherLanguageAnswer('Meine Schwester kocht morgen Suppe.', 'de', { translate });
    expect(answer).toMatch(/"Schwester" is "sister"/);
    expect(answer).toMatch(/"morgen" is "tomorrow"/);
  });
});
