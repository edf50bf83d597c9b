import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasEngines } from '../../../../test/support/engines';
import { FliteTextToSpeech } from '../tts/flite';
import { toSpeechWav } from '../wav';
import { editDistance, normaliseWords } from '../assessment/align';
import { ContextDecoder } from './context-decoder';
import { CONTEXT_FLAT_UNIGRAM, contextArpa } from './context-lm';
import { DEFAULT_POCKETSPHINX_MODEL_DIR, PocketsphinxSpeechToText } from './pocketsphinx';

describe("the turn's language model (ARPA text)", () => {
  it('holds the words of the lines as the recogniser writes them, numbers said as words, with back-off weights', () => {
    const arpa = contextArpa(['How many tickets?', 'Two tickets, please.', '3'], { flatUnigram: CONTEXT_FLAT_UNIGRAM })!;
    expect(arpa.startsWith('\\data\\\nngram 1=')).toBe(true);
    expect(arpa).toMatch(/^-4\.0000 tickets -?\d+\.\d+$/m); // flat unigram 1e-4, with its back-off weight
    expect(arpa).toMatch(/^\S+ two tickets please$/m);
    expect(arpa).toMatch(/^\S+ <s> three -?\d+\.\d+$/m); // a bigram with its back-off weight
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
  });

  it('is null when the lines hold no word, and ARPA markers in a line stay plain words', () => {
    expect(contextArpa(['', '?!', '…'])).toBeNull();
    const arpa = contextArpa(['\\end\\ <s> \\data\\'])!;
    expect(arpa.match(/\\end\\/g)).toHaveLength(1);
    expect(arpa).toMatch(/^\S+ end s data$/m);
  });
});

const installed = hasEngines('pocketsphinx');

describe.skipIf(!installed)('recognition biased to the turn (PocketSphinx library in a child process)', () => {
  const tts = new FliteTextToSpeech({ only: ['slt'] });
  let work: string;
  let clip: Buffer;
  const turn = ['How many tickets?', 'Two tickets, please.', 'Two, please.', 'one', 'two', 'three', 'tickets', 'Say a number of tickets.'];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'ps-context-'));
    clip = toSpeechWav((await tts.synthesize({ text: 'Three tickets, two adults and one child.', voiceId: 'flite-slt' })).audio);
  });
  afterAll(async () => {
    await tts.close();
    await rm(work, { recursive: true, force: true });
  });

  it('hears a likely answer better with the turn mixed in, and an answer out of context as before', async () => {
    const stt = new PocketsphinxSpeechToText({ tmpDir: work });
    try {
      const general = await stt.transcribe(clip);
      const biased = await stt.transcribe(clip, { context: turn });
      expect(general.text).toMatch(/^free tickets/);
      expect(biased.text).toMatch(/^three tickets/);
      for (let i = 1; i < biased.words.length; i++) expect(biased.words[i]!.start).toBeGreaterThanOrEqual(biased.words[i - 1]!.end);
      expect(biased.words.every((w) => w.confidence !== undefined && w.confidence >= 0 && w.confidence <= 1)).toBe(true);

      // An answer the turn did not expect is not made impossible: here one word more ("coffee a
      // please") where the general model hears it all.
      const other = toSpeechWav((await tts.synthesize({ text: 'I would like a cup of coffee, please.', voiceId: 'flite-slt' })).audio);
      const expected = normaliseWords('I would like a cup of coffee, please.');
      const [plain, mixed] = [await stt.transcribe(other), await stt.transcribe(other, { context: turn })];
      expect(editDistance(expected, normaliseWords(mixed.text))).toBeLessThanOrEqual(editDistance(expected, normaliseWords(plain.text)) + 1);
      expect(mixed.text).toMatch(/^i would like a cup of coffee/);
      // Lines without words mix nothing in: the general model decodes.
      expect((await stt.transcribe(clip, { context: ['?'] })).text).toBe(general.text);
    } finally {
      await stt.close();
    }
    expect(await readdir(work)).toEqual([]);
  });

  it('loads both decoders at warm-up and reports nothing missing where the library is installed', async () => {
    const stt = new PocketsphinxSpeechToText({ tmpDir: work });
    try {
      expect(await stt.warmUp()).toEqual({ contextUnavailable: null });
      expect(await readdir(work)).toHaveLength(2); // the batch decoder's folder and the library process's
    } finally {
      await stt.close();
    }
  });

  it('kills a decode past its deadline and starts a fresh process for the next', async () => {
    const decoder = new ContextDecoder({ modelDir: DEFAULT_POCKETSPHINX_MODEL_DIR, tmpDir: work });
    try {
      const arpa = contextArpa(turn, { flatUnigram: CONTEXT_FLAT_UNIGRAM });
      await decoder.decode(clip, arpa); // loaded
      const long = Buffer.concat([clip.subarray(0, 44), ...Array.from({ length: 20 }, () => clip.subarray(44))]);
      const header = Buffer.from(long.subarray(0, 44));
      header.writeUInt32LE(long.length - 8, 4);
      header.writeUInt32LE(long.length - 44, 40);
      const stopped = decoder.decode(Buffer.concat([header, long.subarray(44)]), arpa, AbortSignal.timeout(50));
      await expect(stopped).rejects.toMatchObject({ name: 'TimeoutError' });
      expect((await decoder.decode(clip, arpa)).map((w) => w.word).slice(0, 2)).toEqual(['three', 'tickets']);
    } finally {
      await decoder.close();
    }
    expect(await readdir(work)).toEqual([]);
  });

  it('replaces its process after so many decodes', async () => {
    const decoder = new ContextDecoder({ modelDir: DEFAULT_POCKETSPHINX_MODEL_DIR, tmpDir: work, maxDecodes: 2 });
    try {
      await decoder.decode(clip, null);
      const [first] = await readdir(work);
      expect(first).toBeDefined();
      await decoder.decode(clip, null);
      await vi.waitFor(async () => expect(await readdir(work)).toEqual([])); // ended, its folder gone
      expect((await decoder.decode(clip, null)).length).toBeGreaterThan(3);
      const [second] = await readdir(work);
      expect(second).not.toBe(first);
    } finally {
      await decoder.close();
    }
  });

  it('says why when the library cannot load its models', async () => {
    const decoder = new ContextDecoder({ modelDir: join(work, 'no-models-here'), tmpDir: work });
    expect(await decoder.isAvailable()).toBe(false);
    expect(decoder.unavailableReason).toMatch(/refused|ps_init failed/);
    await expect(decoder.decode(clip, null)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await decoder.close();
  });
});
