import { afterAll, describe, expect, it } from 'vitest';
import { hasEngines } from '../../../../test/support/engines';
import { PocketsphinxSpeechToText } from '../stt/pocketsphinx';
import { FliteTextToSpeech } from '../tts/flite';
import { decodeWavMono, encodeWav16 } from '../wav';
import { PocketsphinxGrammarDecoder } from './grammar-decoder';
import { learnerVariants } from './learner-variants';
import { buildNetwork } from './network';
import { rightPronunciations } from './right-pronunciations';
import { comparePhones, wordScoreFromPhones } from './phone-compare';
import { phonesIpa } from './phone-ipa';
import { assessSounds } from './sound-assess';

describe('learner variants', () => {
  it('puts the right pronunciation first, then single mistakes with their rule', () => {
    const v = learnerVariants(['SH', 'IH', 'P']);
    expect(v[0]).toEqual({ phones: ['SH', 'IH', 'P'], kind: null, ruleId: null, weight: 1 });
    expect(v).toContainEqual(expect.objectContaining({ phones: ['SH', 'IY', 'P'], kind: 'substitution', ruleId: 'IH>IY' }));
    expect(v).toContainEqual(expect.objectContaining({ phones: ['SH', 'IH'], kind: 'final-dropped' }));
    // an added vowel is offered again: forced alignment now checks it (see learnerVariants)
    expect(v).toContainEqual(expect.objectContaining({ phones: ['SH', 'IH', 'P', 'AH'], kind: 'vowel-inserted' }));
    expect(new Set(v.map((p) => p.phones.join(' '))).size).toBe(v.length);
    expect(learnerVariants(['TH', 'IH', 'NG', 'K']).map((p) => p.phones.join(' '))).toEqual(
      expect.arrayContaining(['S IH NG K', 'T IH NG K', 'TH IY NG K']),
    );
  });

  it('raises the mistakes a native language is known for', () => {
    const weightOf = (native: string | null) => learnerVariants(['V', 'EH', 'R', 'IY'], { nativeLanguage: native }).find((p) => p.ruleId === 'V>B')!.weight;
    expect(weightOf('es-ES')).toBeGreaterThan(weightOf(null));
    expect(weightOf('de')).toBe(weightOf(null));
  });
});

describe('recognition network', () => {
  it('writes one optional slot per known word, weighted alternatives and a matching dictionary', () => {
    const phones: Record<string, string[]> = { a: ['AH'], big: ['B', 'IH', 'G'], ship: ['SH', 'IH', 'P'] };
    const net = buildNetwork(['a', 'big', 'xyzzy', 'ship'], (w) => (phones[w] ? [phones[w]!] : []), { variantWeight: 0.000003 });
    expect(net.jsgf).toContain('public <utt> = [<s0>] [<s1>] [<s3>] ;');
    expect(net.jsgf).toMatch(/<s3> = \/1\/ w3v0 \| \/0\.0{5}\d+\/ w3v1/);
    expect(net.jsgf).not.toMatch(/e-\d/); // tiny weights as plain decimals: the JSGF parser rejects exponents
    expect(net.dict.split('\n')).toContain('w3v0 SH IH P');
    expect(net.dict).toContain('SH IY P');
    expect(net.words[2]!.pronunciations).toEqual([]);
    const sheep = [...net.tokens].find(([token]) => net.dict.includes(`${token} SH IY P`))!;
    expect(sheep[1].index).toBe(3);
  });

  it('counts every listed pronunciation and a function word\'s weak forms as right, and gives function words no mistakes', () => {
    const dict: Record<string, string[][]> = { to: [['T', 'UW'], ['T', 'IH']], it: [['IH', 'T']], either: [['IY', 'DH', 'ER'], ['AY', 'DH', 'ER']] };
    const net = buildNetwork(['to', 'it', 'either'], (w) => dict[w] ?? []);
    const rights = (i: number) => net.words[i]!.pronunciations.filter((p) => p.kind === null).map((p) => p.phones.join(' '));
    const wrongs = (i: number) => net.words[i]!.pronunciations.filter((p) => p.kind !== null);
    expect(rights(0)).toEqual(expect.arrayContaining(['T UW', 'T IH', 'T AH', 'T UH']));
    expect(wrongs(0)).toEqual([]);
    expect(rights(1)).toEqual(expect.arrayContaining(['IH T', 'IH'])); // "it" before a consonant loses its /t/
    expect(rights(2)).toEqual(['IY DH ER', 'AY DH ER']);
    expect(wrongs(2).length).toBeGreaterThan(0);
    const dropped = (words: string[]) => buildNetwork(words, (w) => ({ want: [['W', 'AA', 'N', 'T']], to: [['T', 'UW']], more: [['M', 'AO', 'R']] })[w] ?? []).words[0]!.pronunciations.some((p) => p.kind === 'final-dropped');
    expect(dropped(['want', 'to'])).toBe(false); // the /t/ of "want to" is said once, for both words
    expect(dropped(['want', 'more'])).toBe(true);
    expect(rightPronunciations('into', [['IH', 'N', 'T', 'UW']])).toEqual([['IH', 'N', 'T', 'UW']]); // two vowels: no weak form made
  });
});

describe('phone comparison', () => {
  it('finds the substituted, missing and inserted sounds', () => {
    expect(comparePhones(['SH', 'IH', 'P'], ['SH', 'IY', 'P'])).toEqual([
      { expected: 'SH', heard: 'SH', status: 'ok' },
      { expected: 'IH', heard: 'IY', status: 'substituted' },
      { expected: 'P', heard: 'P', status: 'ok' },
    ]);
    expect(comparePhones(['K', 'AA', 'R', 'D'], ['K', 'AA', 'R']).at(-1)).toEqual({ expected: 'D', heard: null, status: 'missing' });
    const inserted = comparePhones(['B', 'IH', 'G'], ['B', 'IH', 'G', 'AH']);
    expect(inserted.at(-1)).toEqual({ expected: null, heard: 'AH', status: 'inserted' });
    expect(wordScoreFromPhones(comparePhones(['SH', 'IH', 'P'], ['SH', 'IH', 'P']))).toBe(100);
    expect(wordScoreFromPhones(comparePhones(['SH', 'IH', 'P'], ['SH', 'IY', 'P']))).toBe(67);
    expect(wordScoreFromPhones(inserted)).toBe(85);
    expect(phonesIpa(['SH', 'IY', 'P'])).toBe('ʃiːp');
  });
});

describe.skipIf(!hasEngines('pocketsphinx'))('sound-level assessment with pocketsphinx', () => {
  const tts = new FliteTextToSpeech({ only: ['slt', 'rms'] });
  const stt = new PocketsphinxSpeechToText();
  const decoder = new PocketsphinxGrammarDecoder();
  afterAll(() => tts.close());

  it('hears "ship" read as "sheep" and names the vowel that was off', async () => {
    const { audio } = await tts.synthesize({ text: 'I live on a big sheep', voiceId: 'flite-slt' });
    const r = await assessSounds('I live on a big ship.', audio, { decoder, transcript: await stt.transcribe(audio) });
    expect(r.mismatch).toBe(false);
    const ship = r.words.find((w) => w.word === 'ship')!;
    expect(ship.status).toBe('mispronounced');
    expect(ship.phoneResults).toContainEqual({ expected: 'IH', heard: 'IY', status: 'substituted' });
    expect(ship.score).toBeLessThan(100);
  });

  it('leaves every word of a right reading correct, function words and final stops included', async () => {
    // 'it', 'to', 'a' and 'the' come out reduced, and a final stop's release sounds like an added vowel:
    // none of that is a learner's mistake
    for (const text of ['I want to put it in a big bag', 'We keep the milk in the fridge']) {
      const { audio } = await tts.synthesize({ text, voiceId: 'flite-slt' });
      const r = await assessSounds(text, audio, { decoder, transcript: await stt.transcribe(audio) });
      expect(r.words.filter((w) => w.status !== 'correct').map((w) => `${w.word}: ${w.heardPhones?.join(' ') ?? w.status}`)).toEqual([]);
    }
  });

  it('hears a vowel added after a final consonant ("bigga") and nowhere else', async () => {
    const { audio } = await tts.synthesize({ text: 'I saw a bigga dog', voiceId: 'flite-slt' });
    const r = await assessSounds('I saw a big dog', audio, { decoder, transcript: await stt.transcribe(audio) });
    expect(r.words.find((w) => w.word === 'big')).toMatchObject({ status: 'mispronounced', mistake: 'vowel-inserted' });
    // the added vowel can swallow the "a" before it, but no other word is said wrong
    expect(r.words.filter((w) => w.status === 'mispronounced').map((w) => w.word)).toEqual(['big']);
  });

  it('scores a short sentence the general recogniser mishears, instead of saying it does not match', async () => {
    // the general recogniser hears this clip as something like "safe and here"
    const { audio } = await tts.synthesize({ text: 'Say sank you', voiceId: 'flite-slt' });
    const r = await assessSounds('Say thank you', audio, { decoder, transcript: await stt.transcribe(audio) });
    expect(r.mismatch).toBe(false);
    expect(r.words.find((w) => w.word === 'thank')?.phoneResults).toContainEqual({ expected: 'TH', heard: 'S', status: 'substituted' });
  });

  it('says so when the recording is of another sentence', async () => {
    const { audio } = await tts.synthesize({ text: 'The weather was cold and grey all morning', voiceId: 'flite-slt' });
    const r = await assessSounds('I would like a cup of coffee please', audio, { decoder, transcript: await stt.transcribe(audio) });
    expect(r.mismatch).toBe(true);
    expect(r.score).toBe(0);
  });

  it('scores a recording with one word fewer than the text, and shows that word as missing', async () => {
    // The learner edited the recognised words before sending ("… please"): one word missing is no other sentence.
    const { audio } = await tts.synthesize({ text: 'I would like a cup of coffee', voiceId: 'flite-slt' });
    const r = await assessSounds('I would like a cup of coffee please', audio, { decoder, transcript: await stt.transcribe(audio) });
    expect(r.mismatch).toBe(false);
    expect(r.words.find((w) => w.word === 'please')?.status).toBe('missing');
  });

  it('scores a recording begun mid-sentence, as a looping microphone gives it, against the recogniser\'s text + "please"', async () => {
    // The voice-turn journey's fake microphone loops a sentence and is opened at any point in it. The text then
    // holds words twice and the network finds some at their other place ("please" as the added last one, or
    // the second "I would …" in place of the first): the words are checked against free phones in the order
    // heard, or the recording was called "does not match" (the last clip was, before). Offsets and lengths as the journey's.
    const { audio } = await tts.synthesize({ text: 'I would like a large coffee please', voiceId: 'flite-rms' });
    const { samples, sampleRate } = decodeWavMono(audio);
    const loop = [...samples, ...new Array<number>(sampleRate).fill(0)];
    for (const [from, seconds] of [[0.6, 4.4], [1.2, 4.4], [0, 5.8]] as const) {
      const clip = Float32Array.from({ length: seconds * sampleRate }, (_, i) => loop[(Math.round(from * sampleRate) + i) % loop.length]!);
      const wav = encodeWav16(clip, sampleRate);
      const transcript = await stt.transcribe(wav);
      const r = await assessSounds(`${transcript.text} please`, wav, { decoder, transcript });
      expect(r.mismatch, `${from} s: ${transcript.text}`).toBe(false);
      expect(r.score).toBeGreaterThan(60);
    }
  });

  it('says so too when the network forces every word onto another sentence of the same shape', async () => {
    // Passed the earlier rules (half the words found, some heard by the recogniser) and was scored.
    const { audio } = await tts.synthesize({ text: 'He is very thick', voiceId: 'flite-slt' });
    const r = await assessSounds('That is a cheap shirt', audio, { decoder, transcript: await stt.transcribe(audio) });
    expect(r.mismatch).toBe(true);
  });
});
