// The correction of a chat turn (issue 14): every wrong correction listed at the top of the issue
// and every error it missed, through the real engine (Harper + learner rules) and the chat gate.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGrammarEngine, type OfflineGrammarEngine } from './grammar-engine';
import { isGibberish, isOtherLanguage, protectedSpans } from './chat-gate';
import { checkTurn, correctionLine, correctTurn, defaultCorrectionLevel, type TurnToCorrect } from './turn-correction';

let engine: OfflineGrammarEngine;
beforeAll(async () => {
  engine = await createGrammarEngine();
});

const correct = (text: string, more: Partial<TurnToCorrect> = {}) => correctTurn(engine, { text, level: 'everything', ...more });
const applied = (text: string, c: { start: number; end: number; fix: string } | null) => (c ? text.slice(0, c.start) + c.fix + text.slice(c.end) : text);

describe('issue 14: corrections that were wrong are gone', () => {
  it.each([
    ['a name the dictionary does not know', 'My name is Tomasz.'],
    ['spelled-out letters', 'It is spelled G-A-R-C-I-A.'],
    ['a loanword', 'I love gelato.'],
    ['Spanish', 'Hola, me llamo Juan y vivo en Madrid.'],
    ['gibberish', 'asdkj qwpoe zmxn'],
    ['a right sentence with a noun after forget', 'OK, forget work.'],
    ['"about" after emails', 'I write emails about how we work.'],
    ['a quote in another language', 'My grandma always says "te quiero mucho".'],
    ['an e-mail address', 'My email is tomasz.k@example.com.'],
    ['a code', 'My booking number is XK7-2291.'],
  ])('no correction on %s: %s', async (_what, text) => {
    expect(await correct(text)).toBeNull();
  });

  it.each([
    ['My brother have 15 years.', 'My brother is 15 years old.'],
    ['Why you need my name?', 'Why do you need my name?'],
    ['I falled asleep.', 'I fell asleep.'],
  ])('%s is corrected right: %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it('does not capitalise "i" or add apostrophes on a voice turn, but does on a typed one', async () => {
    expect(await correct('i think so', { voice: true })).toBeNull();
    expect(await correct('i dont know', { voice: true })).toBeNull();
    // A word said twice while thinking is speech, not a slip to fix.
    expect(await correct('i went to the the market', { voice: true })).toBeNull();
    expect(await correct('i think so')).toMatchObject({ wrong: 'i', fix: 'I' });
  });
});

describe('issue 14: errors that were missed are caught', () => {
  it.each([
    ['I am feel tired.', 'I feel tired.'],
    ['I like apple and banana.', 'I like apples and bananas.'],
    ['Is the restaurant have parking?', 'Does the restaurant have parking?'],
    ['Last weekend was great. I go to the beach.', 'Last weekend was great. I went to the beach.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it('takes a finished time from the learner\'s previous turn', async () => {
    const text = 'I go to the beach with my family.';
    expect(await correct(text)).toBeNull();
    const c = await correct(text, { previousLearnerText: 'Last weekend was great' });
    expect(c).toMatchObject({ wrong: 'go', fix: 'went', reason: 'past simple for a finished time: last weekend' });
    expect(await correct(text, { previousLearnerText: 'Last weekend was great. Now I am at home.' })).toBeNull();
  });
});

describe('fixes that used to teach wrong English (found on the development corpora)', () => {
  it.each([
    ['She married with her boyfriend.', 'She married her boyfriend.'],
    ['She is married with a doctor.', 'She is married to a doctor.'],
    ['We arrived to Paris at night.', 'We arrived in Paris at night.'],
    ['I need a advice.', 'I need some advice.'],
    ['She gave me many advices.', 'She gave me a lot of advice.'],
    ['Between you and I, it is a secret.', 'Between you and me, it is a secret.'],
    ['Last week my friend come to visit me.', 'Last week my friend came to visit me.'],
    ['Yesterday we have played tennis.', 'Yesterday we played tennis.'],
    ['I am come from Brazil.', 'I come from Brazil.'],
    ['They will coming tomorrow.', 'They will come tomorrow.'],
  ])('%s → %s', async (text, right) => {
    expect(applied(text, await correct(text))).toBe(right);
  });

  it('leaves a comparison with "for" alone', async () => {
    expect(await correct('My brother is older than me for three years.')).toBeNull();
  });
});

describe('the shape and level of a correction', () => {
  it('is the changed fragment with a one-line reason', async () => {
    const c = await correct('I have went there yesterday.');
    expect(c).toMatchObject({ wrong: 'have went', fix: 'went', category: 'tense', reason: 'past simple for a finished time: yesterday' });
    expect(correctionLine(c!)).toBe('went — past simple for a finished time: yesterday');
  });

  it('shows nothing when off, only meaning errors at "meaning", and defaults by role', async () => {
    expect(await correct('She go to work by bus.', { level: 'off' })).toBeNull();
    expect(await correct('She go to work by bus.', { level: 'meaning' })).toBeNull();
    expect(await correct('She go to work by bus.', { level: 'everything' })).toMatchObject({ fix: 'goes' });
    // At "meaning" a tense slip next to its time word is understood as meant; "boring" for "bored" is not.
    expect(await correct('I have went there yesterday.', { level: 'meaning' })).toBeNull();
    expect(await correct('Yesterday I go to the beach with my friends.', { level: 'meaning' })).toBeNull();
    expect(await correct('Yesterday I go to the beach with my friends.', { level: 'everything' })).toMatchObject({ fix: 'went' });
    expect(await correct("I'm so boring at work these days.", { level: 'meaning' })).toMatchObject({ fix: 'bored' });
    expect(defaultCorrectionLevel('teacher')).toBe('everything');
    expect(defaultCorrectionLevel('friend')).toBe('meaning');
  });

  it('at "meaning" leaves a wrong verb form whose meaning is clear (decision 0014): "I goed" means "I went"', async () => {
    expect(await correct('I goed to the park with my dog.', { level: 'meaning' })).toBeNull();
    expect(await correct('I goed to the park with my dog.', { level: 'everything' })).toMatchObject({ wrong: 'goed', fix: 'went' });
    // a wrong time is a change of meaning, even from the friend, unless a time word says when
    expect(await correct('I have lived in Rome when I was a child.', { level: 'meaning' })).toMatchObject({ category: 'tense' });
    expect(await correct('Yesterday I go to the park.', { level: 'meaning' })).toBeNull();
  });

  it('says why a turn was skipped', async () => {
    expect((await checkTurn(engine, { text: 'Je ne sais pas du tout, désolé.', level: 'everything' })).skipped).toBe('other-language');
    expect((await checkTurn(engine, { text: 'lkjsdf oiuwer', level: 'everything' })).skipped).toBe('gibberish');
  });
});

describe('the reason names this turn\'s own time word', () => {
  it('prefers "yesterday" in the turn to "last week" in the turn before', async () => {
    const c = await correct('Yesterday I go to the park with my friends.', { previousLearnerText: 'Last week we ate pizza every day.' });
    expect(c?.reason).toBe('past simple for a finished time: yesterday');
  });
});

describe('habits and foreign phrases (round 7, tuned on)', () => {
  it('corrects "am + verb" before a habit to the present simple, not to -ing', async () => {
    expect((await checkTurn(engine, { text: 'I am go to work by bus every day.', level: 'everything' })).correction).toMatchObject({ wrong: 'am go', fix: 'go' });
    expect((await checkTurn(engine, { text: 'She is play tennis on Sundays.', level: 'everything' })).correction).toMatchObject({ wrong: 'is play', fix: 'plays' });
    // Without a habit, "am + verb" is still an action now.
    expect((await checkTurn(engine, { text: 'I am study English now.', level: 'everything' })).correction).toMatchObject({ wrong: 'study', fix: 'studying' });
  });
  it('corrects "am + verb" before "since" to the present perfect of that verb, not to "have been live"', async () => {
    expect((await checkTurn(engine, { text: 'I am live in Taichung since 2019.', level: 'everything' })).correction).toMatchObject({ wrong: 'I am live', fix: 'I have lived' });
    expect((await checkTurn(engine, { text: 'She is work in a bank since 2010.', level: 'everything' })).correction).toMatchObject({ wrong: 'She is work', fix: 'She has worked' });
  });
  it('knows "flied" is "flew" (a consonant and y take -ied in a learner\'s past)', async () => {
    expect((await checkTurn(engine, { text: 'We flied to Almaty for the holidays.', level: 'everything' })).correction).toMatchObject({ wrong: 'flied', fix: 'flew' });
    expect((await checkTurn(engine, { text: 'I studied and fried an egg.', level: 'everything' })).correction).toBeNull();
  });
  it('leaves a foreign phrase alone though Harper reads one of its words as a typo ("und" → "ind")', async () => {
    expect((await checkTurn(engine, { text: "On Sundays we have Kaffee und Kuchen at my grandma's.", level: 'everything' })).correction).toBeNull();
  });
});

describe('the chat gate', () => {
  it('never spell-checks a voice turn: a recogniser writes only words it knows, so an unknown one is a name', async () => {
    expect(await correct('i went to seoul with my friend minji last week', { voice: true })).toBeNull();
  });

  it('finds quotes, letters, links, numbers, names and loanwords', () => {
    const text = 'Ask Wojtek about "hygge", K-A-R-I-N, a@b.com, room 404 and the paella.';
    const whys = protectedSpans(text).map((s) => `${s.why}:${text.slice(s.start, s.end)}`);
    expect(whys).toEqual(expect.arrayContaining(['name:Wojtek', 'quote:"hygge"', 'letters:K-A-R-I-N', 'link:a@b.com', 'number:404', 'loanword:paella']));
  });

  it('tells other languages and gibberish from short English', () => {
    expect(isOtherLanguage('Ich verstehe das nicht.')).toBe(true);
    expect(isOtherLanguage('I like pizza a lot.')).toBe(false);
    expect(isOtherLanguage('ok')).toBe(false);
    expect(isGibberish('qwrtz xcvbn', [])).toBe(true);
    expect(isGibberish('I like it', [])).toBe(false);
  });

  it('protects spoken addresses, spelled lower-case letters and times of day', () => {
    const whys = (text: string) => protectedSpans(text).map((s) => `${s.why}:${text.slice(s.start, s.end)}`);
    expect(whys('my email is anna dot nowak at gmail dot com')).toContain('link:anna dot nowak at gmail dot com');
    expect(whys('my surname is spelled k o w a l s k i')).toContain('letters:k o w a l s k i');
    expect(whys('The exam is at 9 a.m.')).toContain('number:a.m.');
    // near misses: English words around "at" and "dot", single letters in a sentence
    expect(whys('I was at home with a dot on my face')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^link:/)]));
    expect(whys('I saw a cat')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^letters:/)]));
  });

  it('keeps two-word dishes whole, not their words alone', () => {
    const whys = (text: string) => protectedSpans(text).map((s) => `${s.why}:${text.slice(s.start, s.end)}`);
    expect(whys('A flat white and dim sum, please.')).toEqual(expect.arrayContaining(['loanword:flat white', 'loanword:dim sum']));
    expect(whys('My flat is white and the sum is wrong.').filter((w) => w.startsWith('loanword'))).toEqual([]);
  });
});

describe('the reason of a tense slip', () => {
  it('writes a day in the time word with its capital', async () => {
    const c = await correctTurn(engine, { text: 'The clean-up was last Sunday. We collect ten bags of rubbish.', level: 'everything' });
    expect(c).toMatchObject({ wrong: 'collect', fix: 'collected', reason: 'past simple for a finished time: last Sunday' });
  });
});
