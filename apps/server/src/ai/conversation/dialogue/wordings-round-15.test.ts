// What the partner understands since round 15 of the blind probes was handed to tuning
// (bench/blind-sets.md). Each case is a new wording of a kind of turn the round showed it missing,
// written here in other words, so these tests hold the general rule, not the probe's sentence.
import { describe, expect, it } from 'vitest';
import { detailsFrom } from '../scene-details';
import { offScriptAnswer } from '../scene-off-script.data';
import { differenceAnswer, grammarAnswer, meaningAnswer } from './answers';
import { feelingOf } from './feelings';
import { idiomWithin } from './learner-glossary.data';
import { recallOf } from './recall';
import { classifyTurn } from './turn-kinds';
import { comparativeAnswer, pluralAnswer } from './word-forms';
import { sameWordsOpening } from './echo';
import { isRefusal } from '../scene-judge';
import { detailToSayBack } from '../scene-details';
import { saidBackNews } from './reactions';
import { everydayElsewhere, everydayLead, meaningAskedElsewhere } from './requests-elsewhere.data';

describe('word forms (round 15)', () => {
  it.each([
    ['leaf', /"leaves"/],
    ['woman', /"women"/],
    ['tomato', /"tomatoes"/],
    ['radio', /"radios"/],
    ['baby', /"babies"/],
    ['church', /"churches"/],
    ['deer', /stays the same/],
  ])('the plural of %s', (noun, answer) => {
    expect(pluralAnswer(noun)).toMatch(answer);
  });

  it.each([
    ['thin', /"thinner"/],
    ['large', /"larger"/],
    ['busy', /"busier"/],
    ['bad', /worse/],
    ['famous', /more famous/],
    ['beautiful', /more beautiful/],
  ])('the comparative of %s', (adjective, answer) => {
    expect(comparativeAnswer(adjective)).toMatch(answer);
  });

  it('hears a plural or a comparative asked, and answers with the form', () => {
    expect(classifyTurn("What is the plural of 'wolf'?").kind).toBe('grammar-question');
    expect(grammarAnswer("What is the plural of 'wolf'?")).toMatch(/"wolves"/);
    expect(grammarAnswer("What's the superlative of 'hot'? Hotest?")).toMatch(/"the hottest"/);
  });
});

describe('grammar questions (round 15)', () => {
  it.each([
    ["Can you explain questions with 'should'? Do I use 'do'?", /no "do"/],
    ['Why do we say the film starts at nine, for the future? Is it because of the timetable?', /present simple/],
    ["When should I use 'themselves'?", /same person/],
    ["How do I pronounce the -ed in 'wanted'?", /extra syllable/],
    ['how do you call this in english is that right', /What do you call/],
  ])('%s', (question, answer) => {
    expect(classifyTurn(question).kind).toBe('grammar-question');
    expect(grammarAnswer(question)).toMatch(answer);
  });

  it('places "enough" after an adjective, and leaves a plain "enough" alone', () => {
    const turn = classifyTurn("Is it 'enough big' or 'big enough'?");
    if (turn.kind !== 'difference') throw new Error(turn.kind);
    expect(differenceAnswer(turn.a, turn.b, {})).toMatch(/after an adjective/);
    expect(classifyTurn('Is it warm enough for you?').kind).not.toBe('grammar-question');
  });

  it('does not take "When do we use …?" or "Which tense do I use …?" for a question about the learner', () => {
    expect(classifyTurn("When do we use 'ourselves'?").kind).toBe('grammar-question');
    expect(classifyTurn('Which tense do I use after "since"?').kind).not.toBe('recall');
  });
});

describe('memory (round 15)', () => {
  it('hears the name given, the birthplace and the instrument asked', () => {
    expect(classifyTurn('Which name did I tell you earlier?')).toEqual({ kind: 'recall', about: 'name' });
    expect(classifyTurn('Where was I born, do you remember?')).toEqual({ kind: 'recall', about: 'from' });
    expect(recallOf('search', 'What instrument do I play?', ['I play the oud at weddings.', "Let's talk about films."], [])).toMatch(/oud/);
  });
});

describe('meanings, insults, stress, scenes (round 15)', () => {
  it.each([
    ['what is a grandparent', 'grandparent'],
    ["What's 'the countryside' in a country?", 'the countryside'],
    ['My uncle kicked the bucket last year. What does that mean?', 'kick the bucket'],
  ])('%s asks the meaning of %s', (text, term) => {
    expect(classifyTurn(text)).toMatchObject({ kind: 'meaning', term });
  });

  it('finds an idiom whose verb is inflected', () => {
    expect(idiomWithin('She took a rain check on the party')).toBe('take a rain check');
    expect(idiomWithin('We are getting cold feet about it')).toBe('get cold feet');
  });

  it('takes a waste of time said of the chat as rude, and of anything else as an opinion', () => {
    expect(classifyTurn('Talking to you is a complete waste of time.').kind).toBe('insult');
    expect(classifyTurn('Long meetings are a waste of time.').kind).not.toBe('insult');
  });

  it('hears stress in work due soon that is not started', () => {
    expect(feelingOf("My presentation is tomorrow and I haven't started the slides.")).toBe('stressed');
    expect(feelingOf("Our flat viewing is on Friday and nothing is ready.")).toBe('stressed');
  });

  it('hears where a bus should go when the learner asks for the bus', () => {
    expect(detailsFrom(['I need a bus to the main station, please.']).destination).toBe('the main station');
  });
});

describe('translation asked in another language (round 15)', () => {
  // The translator is a stand-in that knows one Portuguese word: the test is about which language is tried first.
  const translate = async (text: string, _target: string, source?: string) => (source === 'pt' && text === 'borboleta' ? 'butterfly' : null);
  it('tries the language the question was written in before the learner\'s own', async () => {
    expect(await meaningAnswer('borboleta', 'translate', { translate }, ['pt', 'xx'])).toBe('In English, "borboleta" is "butterfly".');
  });
});

describe('off-script questions in a scene (round 15)', () => {
  it.each([
    ['Do you sell tea leaves to take away?', 'tea leaves'],
    ['Could we get a high chair for the baby?', 'the high chair'],
    ['Can I bring my own headphones?', 'your own headphones'],
    ['Will we lose our booking?', 'your booking'],
    ['Is the number 5 bus usually crowded?', 'the number 5 bus'],
    ['Where can I rent a bike?', 'the bike'],
  ])('%s names %s', (question, named) => {
    expect(offScriptAnswer(undefined, question)).toContain(`Good question about ${named}`);
  });
});

describe('choices, refusals and names with an apostrophe (round 15)', () => {
  it('answers "Do you prefer X or Y?" in its own words', () => {
    expect(sameWordsOpening('Do you prefer cats or dogs?')).toBe("Hmm, cats or dogs? I'd pick dogs, I think, but I like cats too.");
    expect(sameWordsOpening('Would you rather live in the city or the countryside?')).toMatch(/I'd pick the countryside/);
  });

  it('hears "Why do you want to know?" and "That\'s private" as not wanting to answer', () => {
    expect(isRefusal('Hmm, why do you need to know?')).toBe(true);
    expect(isRefusal("Sorry, that's personal.")).toBe(true);
    expect(isRefusal('I need to know the price.')).toBe(false);
  });

  it('says back a place name with an apostrophe whole', () => {
    expect(detailToSayBack("I'm from Hawai'i.", 'Nice! What do you do?')).toBe("Hawai'i, how lovely!");
  });
});

describe('news after "oops", and an apology for one\'s English in another language (round 15)', () => {
  it('says back news that starts with "Oops"', () => {
    expect(saidBackNews('Oops, my brother just put salt in his coffee.')).toBe('Your brother just put salt in his coffee');
  });

  it('hears "¿Qué quiere decir …?" as a meaning asked', () => {
    expect(meaningAskedElsewhere("¿Qué quiere decir 'deadline'?")).toEqual({ term: 'deadline', how: 'define' });
  });

  it('reassures before giving the English of "my English is bad"', () => {
    const english = everydayElsewhere('Entschuldigung, mein Englisch ist nicht so gut.');
    expect(english).toBe("Sorry, my English isn't very good");
    expect(everydayLead(english!)).toMatch(/^Don't worry/);
  });
});
