import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { parseAllphoneOutput, parsePocketsphinxOutput, PocketsphinxSpeechToText } from './pocketsphinx';
import { SttError } from './types';
import { editDistance, normaliseWords } from '../assessment/align';
import { hasEngines } from '../../../../test/support/engines';
import { FliteTextToSpeech } from '../tts/flite';
import { decodeWavMono, encodeWav16, resampleLinear } from '../wav';

describe('pocketsphinx output parsing', () => {
  it('reads word times and confidences, dropping fillers and alternate-pronunciation marks', () => {
    const out = [
      'hello there how are you',
      '<s> 0.000 0.140 0.999700',
      'hello(2) 0.150 0.520 0.999700',
      'there 0.530 0.820 0.980294',
      '<sil> 0.830 0.850 0.955610',
      '[NOISE] 0.860 0.900 0.5',
      'how 0.910 1.150 0.001820',
      'are 1.160 1.310 1.000100',
      'you 1.320 1.550 0.995310',
      '</s> 1.560 1.600 1.000000',
    ].join('\n');
    const t = parsePocketsphinxOutput(out);
    expect(t.text).toBe('hello there how are you');
    expect(t.words.map((w) => w.word)).toEqual(['hello', 'there', 'how', 'are', 'you']);
    expect(t.words[0]).toEqual({ word: 'hello', start: 0.15, end: 0.52, confidence: 0.9997 });
    expect(t.words[3]!.confidence).toBe(1); // clamped
  });

  it('keeps later utterances after earlier ones when their times restart', () => {
    const out = ['good morning', '<s> 0.000 0.100 1', 'good 0.110 0.400 0.9', 'morning 0.410 0.900 0.9',
      'thank you', 'thank 0.050 0.300 0.8', 'you 0.310 0.500 0.8'].join('\n');
    const t = parsePocketsphinxOutput(out);
    expect(t.text).toBe('good morning thank you');
    expect(t.words[2]!.start).toBeGreaterThanOrEqual(0.9);
    expect(t.words[3]!.end).toBeGreaterThan(t.words[2]!.end);
  });

  it('returns an empty transcript for silence', () => {
    expect(parsePocketsphinxOutput('')).toEqual({ text: '', words: [] });
  });

  it('reads allphone output', () => {
    expect(parseAllphoneOutput('SIL HH AH\nSIL 0.000 0.110 1.000000\nHH 0.120 0.210 1\n+SPN+ 0.2 0.3 1\nAH 0.220 0.300 1')).toEqual([
      { phone: 'SIL', start: 0, end: 0.11 },
      { phone: 'HH', start: 0.12, end: 0.21 },
      { phone: 'AH', start: 0.22, end: 0.3 },
    ]);
  });
});

describe('pocketsphinx process handling', () => {
  let dir: string;
  const wav = encodeWav16(new Float32Array(8000), 16000);
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ps-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // Both ways of running the decoder: loaded once (warm, the default) and one process per clip.
  const modes = [
    { name: 'warm', options: (binary: string) => ({ batchBinary: binary }) },
    { name: 'per clip', options: (binary: string) => ({ warm: false, binary }) },
  ] as const;

  for (const mode of modes) {
    it(`${mode.name}: reports unavailable when the binary is missing, and rejects with UNAVAILABLE`, async () => {
      const work = await mkdtemp(join(dir, 'work-missing-'));
      const stt = new PocketsphinxSpeechToText({ ...mode.options('no-such-pocketsphinx-binary'), tmpDir: work });
      await expect(stt.transcribe(wav)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      expect(await readdir(work)).toEqual([]);
    });

    it(`${mode.name}: kills a decoder that hangs and still removes its temporary file`, async () => {
      const script = join(dir, 'hang.sh');
      await writeFile(script, '#!/bin/sh\nexec sleep 30\n');
      await chmod(script, 0o755);
      const work = await mkdtemp(join(dir, 'work-hang-'));
      const stt = new PocketsphinxSpeechToText({ ...mode.options(script), tmpDir: work, timeoutMs: 300 });
      await expect(stt.transcribe(wav)).rejects.toMatchObject({ code: 'TIMEOUT' });
      expect(await readdir(work)).toEqual([]);
    });

    it(`${mode.name}: reports a failing decoder and removes its temporary file`, async () => {
      const work = await mkdtemp(join(dir, 'work-fail-'));
      const stt = new PocketsphinxSpeechToText({ ...mode.options('/bin/false'), tmpDir: work });
      await expect(stt.transcribe(wav)).rejects.toMatchObject({ code: 'ENGINE_FAILED' });
      expect(await readdir(work)).toEqual([]);
    });
  }

  it('reports unavailable when the per-clip binary is missing', async () => {
    expect(await new PocketsphinxSpeechToText({ binary: 'no-such-pocketsphinx-binary', tmpDir: dir }).isAvailable()).toBe(false);
  });

  it('rejects languages other than English and broken WAV input', async () => {
    const stt = new PocketsphinxSpeechToText({ tmpDir: dir });
    await expect(stt.transcribe(wav, { language: 'es-ES' })).rejects.toBeInstanceOf(SttError);
    await expect(stt.transcribe(Buffer.from('RIFF....WAVEjunk'))).rejects.toMatchObject({ name: 'WavError' });
  });
});

const installed = hasEngines('pocketsphinx');

describe.skipIf(!installed)('pocketsphinx transcription', () => {
  const tts = new FliteTextToSpeech({ only: ['slt', 'rms'] });
  afterAll(() => tts.close());

  it('transcribes a flite sentence with word times, converting 22.05 kHz input to 16 kHz first', async () => {
    const work = await mkdtemp(join(tmpdir(), 'ps-real-'));
    try {
      const stt = new PocketsphinxSpeechToText({ tmpDir: work });
      expect(await stt.isAvailable()).toBe(true);
      const { audio } = await tts.synthesize({ text: 'I would like a cup of coffee, please.', voiceId: 'flite-slt' });
      const { samples, sampleRate } = decodeWavMono(audio);
      const at22k = encodeWav16(resampleLinear(samples, sampleRate, 22050), 22050);
      const t = await stt.transcribe(at22k, { language: 'en-US' });
      expect(t.text).toBe('i would like a cup of coffee please');
      for (let i = 1; i < t.words.length; i++) expect(t.words[i]!.start).toBeGreaterThanOrEqual(t.words[i - 1]!.end);
      expect(t.words.every((w) => w.confidence !== undefined && w.confidence >= 0 && w.confidence <= 1)).toBe(true);
      // the loaded decoder keeps one folder for its clips while it runs; closing removes it
      await stt.close();
      expect(await readdir(work)).toEqual([]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('keeps one decoder loaded across clips, hears them as well as a process per clip, and replaces a decoder that died', async () => {
    const work = await mkdtemp(join(tmpdir(), 'ps-warm-'));
    const warm = new PocketsphinxSpeechToText({ tmpDir: work });
    const perClip = new PocketsphinxSpeechToText({ warm: false, tmpDir: work });
    try {
      const sentences = ['Where is the train station?', 'My sister works in a hospital.', 'Can I have the bill, please?'];
      const folders = new Set<string>();
      for (const text of sentences) {
        const { audio } = await tts.synthesize({ text, voiceId: 'flite-slt' });
        const [a, b] = [await warm.transcribe(audio), await perClip.transcribe(audio)];
        const errors = (heard: string) => editDistance(normaliseWords(text), normaliseWords(heard));
        // The loaded decoder hears the whole clip at once where continuous cuts it at silences,
        // so the words may differ (here "the bell please" against "the bell bullies"), not get worse.
        expect(errors(a.text)).toBeLessThanOrEqual(Math.max(1, errors(b.text)));
        for (const name of await readdir(work)) folders.add(name);
      }
      expect(folders.size).toBe(1); // one process served all three

      // A decoder killed from outside (out of memory, an operator): the next clip gets a new one.
      const [folder] = [...folders];
      execFileSync('pkill', ['-KILL', '-f', folder!]);
      await vi.waitFor(async () => expect(await readdir(work)).toEqual([]));
      const { audio } = await tts.synthesize({ text: sentences[0]!, voiceId: 'flite-slt' });
      expect((await warm.transcribe(audio)).text).toContain('train station');
    } finally {
      await warm.close();
      await rm(work, { recursive: true, force: true });
    }
  });

  it('returns nothing for silence', async () => {
    const t = await new PocketsphinxSpeechToText().transcribe(encodeWav16(new Float32Array(16000), 16000));
    expect(t.words).toEqual([]);
  });

  it('recognises phones with -allphone', async () => {
    const { audio } = await tts.synthesize({ text: 'Thank you very much.', voiceId: 'flite-rms' });
    const phones = await new PocketsphinxSpeechToText().recognizePhones(audio);
    expect(phones.length).toBeGreaterThan(6);
    expect(phones.every((p) => /^[A-Z]+$/.test(p.phone))).toBe(true);
  });
});
