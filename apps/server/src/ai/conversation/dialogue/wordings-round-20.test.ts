// What the partner understands since rounds 20 and 21 of the blind probes were measured and handed to
// tuning (bench/blind-sets.md). Each case is a new wording of a kind of turn the rounds showed it
// missing, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { differenceAnswer, grammarAnswer, meaningAnswer } from './answers';
import { followUpQuestion } from './echo';
import { feelingOf } from './feelings';
import { glossaryEntry, idiomWithin } from './learner-glossary.data';
import { passiveOf } from './passive-voice';
import { reactToStatement } from './reactions';
import { everydayElsewhere, meaningAskedElsewhere } from './requests-elsewhere.data';
import { classifyTurn } from './turn-kinds';
import { extractFacts } from './facts';
import { guessLanguage } from './language-guess';
import { partnerAnswerFor, sameChoiceLead } from './partner-answers.data';
import { countAnswer, recallOf } from './recall';
import { loadContentPack } from '@parley/content/load-content';
import { judgeSceneTurn } from '../scene-judge';
import { detailToSayBack } from '../scene-details';
import { offScriptAnswer } from '../scene-off-script.data';

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

  it.each([['What is new?'], ['What is Monday?'], ['What is wrong?'], ['What is missing?'], ['What is different?']])('%s asks no meaning', (text) => {
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

describe('second pass on rounds 20 and 21', () => {
  it('says so when its favourite is the learner\'s too, and does not hear "Rivera" as a river', () => {
    expect(sameChoiceLead('Summer for me! Long evenings, the beach and ice cream.', 'Summer is the best, what about you?')).toBe('Summer is my favourite too!');
    expect(partnerAnswerFor('Ms Rivera, can you speak other languages?', 'teacher')).toMatch(/Spanish/);
  });

  it.each([
    ['How about your holiday, Sam?', 'question-back'],
    ['Was the grammar in my last message OK?', 'feedback-request'],
    ['Did my sentence sound natural?', 'feedback-request'],
    ['So where is home for me these days?', 'recall'],
    ['Back to the farm, then: how many animals is that altogether?', 'recall'],
  ])('%s → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it.each([
    ["I'm scared of spiders.", null],
    ["I'm hopeless at cooking, but I try.", null],
    ['The report is due tomorrow and I have barely started.', 'stressed'],
  ])('feeling of %s', (text, feeling) => {
    expect(feelingOf(text)).toBe(feeling);
  });

  it('says back a mishap told after "ugh" with "Oh no!", and news of someone riding past', () => {
    expect(reactToStatement('Ugh, I just dropped my phone in the sink.', 'basic', [], [], 'x')).toMatch(/^Oh no! You just dropped your phone/);
    expect(reactToStatement('A woman just drove past on a tractor!', 'basic', [], [], 'x')).toMatch(/^Wow! A woman just drove past/);
  });

  it('laughs at a simile about the learner\'s own English, not at a plain comparison', () => {
    expect(classifyTurn('My pronunciation is like a radio in a tunnel: it comes and goes all the time.').kind).toBe('learner-joke');
    expect(classifyTurn("My English is like my brother's: quite good.").kind).not.toBe('learner-joke');
  });

  it('hears spoken sounds as no language', () => {
    expect(guessLanguage('pff tra la la', null).language).toBe('gibberish');
  });

  it('reads a meaning asked "in English" in another language as asking for the English', () => {
    expect(meaningAskedElsewhere("Que veut dire 'fourchette' en anglais ?")).toEqual({ term: 'fourchette', how: 'translate' });
    expect(meaningAskedElsewhere("¿Qué significa 'awkward'?")).toEqual({ term: 'awkward', how: 'define' });
  });

  it('counts kinds of a thing and finds a hobby, a job and a home in the learner\'s lines', () => {
    expect(countAnswer('How many pets do we have?', ['We have two cats.', 'And a rabbit too, since May.'])).toMatch(/three pets/);
    expect(recallOf('search', "What's my hobby again?", ['I knit scarves for my nieces.', 'It is very relaxing.'], [])).toMatch(/knit scarves/);
    expect(recallOf('search', 'Remind me, how do I earn a living?', ["I'm a plumber. I mostly fix old boilers."], [])).toBe("You told me: you're a plumber. You mostly fix old boilers.");
    expect(extractFacts("I'm a barber in the old town.")).toContainEqual(expect.objectContaining({ key: 'job', value: 'barber' }));
  });
});

describe('scenes (rounds 20 and 21)', () => {
  it.each([
    ['Where can I get a SIM card around here?', /phone shop/],
    ['Is there somewhere to exchange money?', /currency exchange/],
    ['Do I have to store the tablets in the fridge?', /room temperature/],
  ])('%s', (question, answer) => {
    expect(offScriptAnswer(undefined, question)).toMatch(answer);
  });

  it('answers a joint account and the film length in the scene', () => {
    expect(offScriptAnswer('opening-a-bank-account', 'Can my husband and I have one account together?')).toMatch(/joint account/);
    expect(offScriptAnswer('buying-a-cinema-ticket', 'How long is the film?')).toMatch(/an hour and a half/);
  });

  it('names no "one" as the thing asked about', () => {
    expect(offScriptAnswer(undefined, 'Is there one later in the evening?')).not.toMatch(/about one/);
  });

  it('says back a two-word course and never "By one" for "by one week"', () => {
    expect(detailToSayBack('I want to join a class in interior design.', 'We have beginner and intermediate levels.')).toBe('Interior design, lovely.');
    expect(detailToSayBack('Can we move the meeting by one week?', 'What would you need?')).toBeNull();
  });

  it('skips "Do you live alone?" once the learner said they live alone', () => {
    const flat = loadContentPack().scenes.find((s) => s.slug === 'my-new-flat')!;
    const step = judgeSceneTurn(flat, { turn: 2, misses: 0, hintedTurns: 0 }, 'Two rooms and a tiny balcony.', ["It's great. I live alone, so it's very quiet."]);
    expect(step.completed).toBe(true);
  });
});

describe('kept from the reread of rounds 13 and 18', () => {
  it('names a fear back kindly instead of calling it stress', () => {
    expect(reactToStatement("I'm a bit frightened of thunder.", 'basic', [], [], 'x')).toMatch(/frightened of thunder/);
  });

  it('says back the time a learner asked about off the script', () => {
    expect(offScriptAnswer(undefined, 'Is there a train after six?')).toMatch(/^After six\? Good question/);
  });
});

describe('follow-ups about people', () => {
  it('asks what a person is like, and how a visit was', () => {
    expect(followUpQuestion('My neighbour\'s baby sleeps all day.', "your neighbour's baby")).toBe("What is your neighbour's baby like?");
    expect(followUpQuestion('My grandparents live on a farm.', 'your grandparents')).toBe('What are your grandparents like?');
    expect(followUpQuestion('I walked to the old harbour.', 'the old harbour')).toBe('How was the old harbour?');
  });
});
