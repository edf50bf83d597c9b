import { afterAll, describe, expect, it } from 'vitest';
import { align, normaliseWords, wordErrorRate } from './align';
import { PronunciationAssessor, scoreFromWords } from './assess';
import { hasEngines } from '../../../../test/support/engines';
import { PocketsphinxSpeechToText } from '../stt/pocketsphinx';
import type { Transcript } from '../stt/types';
import { FliteTextToSpeech } from '../tts/flite';

const words = (text: string, confidence = 0.95): Transcript => ({
  text,
  words: text.split(' ').map((word, i) => ({ word, start: i * 0.3, end: i * 0.3 + 0.25, confidence })),
});

describe('alignment', () => {
  it('aligns with substitutions, deletions and insertions', () => {
    const pairs = align(['the', 'cat', 'sat', 'down'], ['the', 'sat', 'down', 'now'], (p, q) => (p === q ? 0 : 1));
    expect(pairs).toEqual([
      { ref: 0, hyp: 0 },
      { ref: 1, hyp: null },
      { ref: 2, hyp: 1 },
      { ref: 3, hyp: 2 },
      { ref: null, hyp: 3 },
    ]);
    expect(normaliseWords('“Don’t” stop—NOW!')).toEqual(["don't", 'stop', 'now']);
    expect(wordErrorRate('a b c d', 'a x d e')).toBe(0.75);
  });
});

describe('scoreFromWords (provider-neutral, e.g. Whisper words)', () => {
  const ipaForWord = (w: string) => (w === 'coffee' ? 'ˈkɔfi' : null);

  it('scores a perfect reading high and marks every word correct, with CMU phones and caller IPA', async () => {
    const r = await scoreFromWords('I would like a cup of coffee, please.', words('I would like a cup of coffee please'), {
      ipaForWord,
    });
    expect(r.score).toBeGreaterThanOrEqual(95);
    expect(r.words.every((w) => w.status === 'correct')).toBe(true);
    expect(r.method).toBe('words');
    const coffee = r.words.find((w) => w.word === 'coffee')!;
    expect(coffee).toMatchObject({ ipa: 'ˈkɔfi', phones: ['K', 'AA1', 'F', 'IY0'], heard: 'coffee' });
  });

  it('marks missing and mispronounced words and penalises extras', async () => {
    const r = await scoreFromWords('I would like a cup of coffee, please.', words('I would like a cap of'));
    expect(r.words.map((w) => w.status)).toEqual([
      'correct', 'correct', 'correct', 'correct', 'mispronounced', 'correct', 'missing', 'missing',
    ]);
    expect(r.score).toBeLessThan(75);
    const extra = await scoreFromWords('Thank you.', words('thank you um very'));
    expect(extra.extraWords).toEqual(['um', 'very']);
    expect(extra.score).toBeLessThan(100);
  });

  it('accepts homophones and treats low confidence as mispronounced', async () => {
    const r = await scoreFromWords('Their house is there.', words('there house is their'));
    expect(r.words.every((w) => w.status === 'correct')).toBe(true);
    const low = await scoreFromWords('Hello friend.', {
      text: 'hello friend',
      words: [
        { word: 'hello', start: 0, end: 0.4, confidence: 0.95 },
        { word: 'friend', start: 0.4, end: 0.8, confidence: 0.1 },
      ],
    });
    expect(low.words.map((w) => w.status)).toEqual(['correct', 'mispronounced']);
  });

  it('handles punctuation from Whisper-style words and an empty recording', async () => {
    const r = await scoreFromWords("It's fine.", { text: "It's fine.", words: [{ word: " It's", start: 0, end: 0.2 }, { word: 'fine.', start: 0.2, end: 0.5 }] });
    expect(r.words.map((w) => w.status)).toEqual(['correct', 'correct']);
    const none = await scoreFromWords('Good night.', { text: '', words: [] });
    expect(none.score).toBe(0);
    expect(none.words.every((w) => w.status === 'missing')).toBe(true);
  });
});

const installed = hasEngines('pocketsphinx');

describe.skipIf(!installed)('offline assessment with pocketsphinx words and phones', () => {
  const tts = new FliteTextToSpeech({ only: ['slt', 'kal16'] });
  const stt = new PocketsphinxSpeechToText();
  const assessor = new PronunciationAssessor({ stt, phoneRecognizer: stt });
  afterAll(() => tts.close());

  it('gives a high score when the audio matches the sentence', async () => {
    for (const voiceId of ['flite-slt', 'flite-kal16']) {
      const sentence = 'I would like a cup of coffee, please.';
      const { audio } = await tts.synthesize({ text: sentence, voiceId });
      const r = await assessor.assess(audio, sentence);
      expect(r.method).toBe('words+phones');
      expect(r.score).toBeGreaterThanOrEqual(85);
      expect(r.words.filter((w) => w.status === 'correct').length).toBeGreaterThanOrEqual(7);
      expect(r.words.every((w) => w.phoneAccuracy !== undefined)).toBe(true);
    }
  });

  it('marks words missing when the spoken sentence is shorter', async () => {
    const { audio } = await tts.synthesize({ text: 'I would like a cup of coffee.', voiceId: 'flite-slt' });
    const r = await assessor.assess(audio, 'I would like a cup of coffee with milk and sugar, please.');
    const missing = r.words.filter((w) => w.status === 'missing').map((w) => w.word);
    expect(missing).toEqual(['with', 'milk', 'and', 'sugar', 'please']);
    expect(r.words.slice(0, 7).every((w) => w.status === 'correct')).toBe(true);
    expect(r.score).toBeLessThan(70);
  });

  it('marks a different word as mispronounced', async () => {
    const { audio } = await tts.synthesize({ text: 'I would like a cup of tea.', voiceId: 'flite-slt' });
    const r = await assessor.assess(audio, 'I would like a cup of coffee.');
    expect(r.words.at(-1)).toMatchObject({ word: 'coffee', status: 'mispronounced' });
  });
});
