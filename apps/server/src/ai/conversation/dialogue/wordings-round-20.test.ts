// What the partner understands since rounds 20 and 21 of the blind probes were measured and handed to
// tuning (bench/blind-sets.md). Each case is a new wording of a kind of turn the rounds showed it
// missing, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer, meaningAnswer } from './answers';
import { feelingOf } from './feelings';
import { glossaryEntry, idiomWithin } from './learner-glossary.data';
import { passiveOf } from './passive-voice';
import { reactToStatement } from './reactions';
import { everydayElsewhere, meaningAskedElsewhere } from './requests-elsewhere.data';
import { classifyTurn } from './turn-kinds';

describe('turns the partner now hears (rounds 20 and 21)', () => {
  it.each([
    ['Honestly, I might as well be chatting to my cat.', 'insult'],
    ['You never understand anything I say.', 'insult'],
    ['Google answers better than you.', 'insult'],
    ["I'm off to bed now. Sleep well!", 'goodbye'],
    ['I need to stop here for today, my bus is coming.', 'goodbye'],
    ["Cheers, that was really useful!", 'thanks'],
    ["You're a lifesaver, thank you for the tip about the train.", 'thanks'],
  ])('%s → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it.each([
    // A plain "What is X?" asks a word only for a lower-case word that is no answer word.
    ['What is crockery?', 'crockery'],
    ['My boss says my report is sloppy. What is sloppy?', 'sloppy'],
    // A named idiom in any earlier sentence, two-word idioms only when the learner says "idiom".
    ['My aunt quit smoking cold turkey. Can you explain that expression?', 'cold turkey'],
    ["The coach said 'we're in a pickle' after the match. What does it mean?", 'in a pickle'],
    ['We will go rain or shine. Is that right? What does it mean?', 'rain or shine'],
  ])('%s asks the meaning of %s', (text, term) => {
    expect(classifyTurn(text)).toMatchObject({ kind: 'meaning', term });
  });

  it.each([['What is new?'], ['What is Monday?'], ['What is wrong?']])('%s asks no meaning', (text) => {
    expect(classifyTurn(text).kind).not.toBe('meaning');
  });

  it('hears "what does that question mean" as not understanding the question', () => {
    expect(classifyTurn('what does that question mean').kind).toBe('not-understand');
  });

  it('finds two-word idioms only when asked to', () => {
    expect(idiomWithin('He is all thumbs with tools.')).toBeNull();
    expect(idiomWithin('He is all thumbs with tools.', true)).toBe('all thumbs');
  });

  it('gives everyday senses a learner means', () => {
    expect(glossaryEntry('brunch')?.entry.meaning).toMatch(/breakfast/);
    expect(glossaryEntry('cutlery')?.entry.meaning).toMatch(/knives, forks and spoons/);
  });
});

describe('grammar questions the partner now answers (rounds 20 and 21)', () => {
  it.each([
    ["Is it 'in the end of the film' or 'at the end of the film'?", /at the end of/],
    ["Could you explain 'just in case' to me?", /might happen/],
    ['By next June I will have graduated: which tense is that?', /future perfect/],
    ["Why do people say 'So am I'?", /positive/],
    ['Where does the comma go with "therefore"?', /comma/],
    ["Is it 'on the internet' or 'in the internet'?", /on the internet/],
    ['Why is it the Andes but Mount Fuji without the?', /single mountain/],
    ['How do I ask a question with "there are"?', /are there/],
    ['How do I read 2,5 in English?', /point/],
    ['Can you tell me what phrasal verbs are?', /particle/],
  ])('%s', (question, answer) => {
    const kind = classifyTurn(question);
    const text = kind.kind === 'grammar-question' ? grammarAnswer(kind.question) : kind.kind === 'difference' ? differenceAnswer(kind.a, kind.b, {}) : kind.kind;
    expect(text).toMatch(answer);
  });

  it('says the past of "read" is said like "red"', () => {
    expect(grammarAnswer("What's the past tense of read?")).toMatch(/"red"/);
  });

  it.each([
    ['They opened the museum in 1950', 'The museum was opened in 1950.'],
    ['Somebody broke the window last night', 'The window was broken last night.'],
    ['My grandfather planted these trees', 'These trees were planted by my grandfather.'],
    ['The baker makes the bread every morning', 'The bread is made by the baker every morning.'],
    ['They grow coffee here', null],
    ['They are painting the house', null],
  ])('passive of "%s"', (active, passive) => {
    expect(passiveOf(active)).toBe(passive);
  });
});

describe('other languages and news (rounds 20 and 21)', () => {
  it.each([
    ['Hace mucho frío hoy.', "It's so cold today!"],
    ['Je me suis perdu dans la gare.', "Sorry, I'm lost"],
    ['Minha bateria acabou.', 'My phone battery is dead'],
    ['Il fait beau aujourd’hui !', 'The weather is lovely today!'],
  ])('%s → %s', (text, english) => {
    expect(everydayElsewhere(text)).toBe(english);
  });

  it('reads "como se fala" as asking for the English', () => {
    expect(meaningAskedElsewhere("Como se fala 'guarda-chuva' em inglês?")).toEqual({ term: 'guarda-chuva', how: 'translate' });
  });

  it('never gives a translation that left the words as they were', async () => {
    const translate = async (text: string) => text.replace(/\bde\b/g, 'of'); // an engine that knew only "de"
    expect(await meaningAnswer('escova de dentes', 'translate', { translate }, ['gl'])).toMatch(/don't know the English/);
  });

  it('congratulates on a retirement told as news', () => {
    expect(feelingOf('My mum retired last week after thirty years as a nurse!')).toBe('happy');
    expect(feelingOf('My grandfather retired in 1990 and moved to the coast.')).toBeNull();
  });

  it('says back a preference without a cut-off "than"', () => {
    expect(reactToStatement('I prefer to cycle rather than drive.', 'basic', [], [], 'x')).not.toMatch(/\bthan\?/);
  });
});
