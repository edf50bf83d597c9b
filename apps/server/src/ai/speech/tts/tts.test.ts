import { afterAll, describe, expect, it } from 'vitest';
import { createOfflineTextToSpeech, TtsError } from './index';
import { decodeWavMono, parseWav } from '../wav';

const tts = createOfflineTextToSpeech();
afterAll(() => tts.close());

function rms(wav: Buffer): number {
  const { samples } = decodeWavMono(wav);
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

describe('offline text to speech', () => {
  const voices = tts.voices();

  it('lists English flite voices and espeak-ng voices for other languages', () => {
    const flite = voices.filter((v) => v.engine === 'flite');
    expect(flite.map((v) => v.id)).toEqual(['flite-slt', 'flite-rms', 'flite-awb', 'flite-kal16']);
    expect(flite.every((v) => v.language.startsWith('en-'))).toBe(true);
    expect(new Set(flite.map((v) => v.gender))).toEqual(new Set(['female', 'male']));
    const espeak = voices.filter((v) => v.engine === 'espeak-ng');
    expect(espeak.some((v) => v.language === 'es-ES' && v.gender === 'female')).toBe(true);
    for (const v of voices) {
      expect(v.styles.map((s) => s.key)).toEqual(expect.arrayContaining(['normal', 'slow', 'clear', 'bright', 'deep']));
    }
    expect(new Set(voices.map((v) => v.id)).size).toBe(voices.length);
  });

  it.each(['flite-slt', 'flite-rms', 'flite-awb', 'flite-kal16'])('%s produces a valid, audible WAV', async (voiceId) => {
    const res = await tts.synthesize({ text: 'Hello! Nice to meet you. 😊', voiceId });
    expect(res.contentType).toBe('audio/wav');
    const info = parseWav(res.audio);
    expect(info).toMatchObject({ encoding: 'pcm', channels: 1, bitsPerSample: 16 });
    expect(info.sampleRate).toBeGreaterThanOrEqual(16000);
    expect(res.durationMs).toBeGreaterThan(700);
    expect(res.durationMs).toBeLessThan(5000);
    expect(rms(res.audio)).toBeGreaterThan(0.01);
  });

  it('speaks Spanish with an espeak-ng voice', async () => {
    const res = await tts.synthesize({ text: 'Hola, ¿cómo estás? Me gustaría un café.', voiceId: 'espeak-es-female' });
    const info = parseWav(res.audio);
    expect(info.channels).toBe(1);
    expect(info.durationMs).toBeGreaterThan(1000);
    expect(rms(res.audio)).toBeGreaterThan(0.01);
  });

  it('applies style rate and speed: slow is longer, fast is shorter', async () => {
    const text = 'Could you please speak a little more slowly?';
    const len = async (voiceId: string, style: string, speed?: number) =>
      (await tts.synthesize({ text, voiceId, style, speed })).durationMs!;
    for (const voiceId of ['flite-slt', 'flite-rms', 'espeak-de-male']) {
      const normal = await len(voiceId, 'normal');
      expect(await len(voiceId, 'slow')).toBeGreaterThan(normal * 1.15);
      expect(await len(voiceId, 'normal', 1.5)).toBeLessThan(normal * 0.85);
    }
  });

  it('applies pitch styles (bright and deep give different audio of similar length)', async () => {
    for (const voiceId of ['flite-slt', 'flite-rms']) {
      const text = 'The weather is very nice today.';
      const bright = await tts.synthesize({ text, voiceId, style: 'bright' });
      const deep = await tts.synthesize({ text, voiceId, style: 'deep' });
      expect(bright.audio.equals(deep.audio)).toBe(false);
      expect(Math.abs(bright.durationMs! - deep.durationMs!) / deep.durationMs!).toBeLessThan(0.35);
    }
  });

  it('runs parallel requests through the engine process and returns them all', async () => {
    const results = await Promise.all(
      ['One.', 'Two.', 'Three.', 'Four.'].map((text, i) =>
        tts.synthesize({ text, voiceId: i % 2 ? 'flite-kal16' : 'espeak-fr-fr-male' }),
      ),
    );
    expect(results.every((r) => parseWav(r.audio).frameCount > 0)).toBe(true);
  });

  it('rejects unknown voices and text with nothing to say', async () => {
    await expect(tts.synthesize({ text: 'Hi', voiceId: 'nope' })).rejects.toMatchObject({ code: 'UNKNOWN_VOICE' });
    await expect(tts.synthesize({ text: '🙂 **', voiceId: 'flite-slt' })).rejects.toBeInstanceOf(TtsError);
    await expect(tts.synthesize({ text: 'x'.repeat(5000), voiceId: 'flite-slt' })).rejects.toMatchObject({
      code: 'TEXT_TOO_LONG',
    });
  });

  it('does not say markup, URLs or emoji aloud', async () => {
    const plain = await tts.synthesize({ text: 'Well done.', voiceId: 'flite-kal16' });
    const marked = await tts.synthesize({ text: '**Well done** 🎉 https://example.com', voiceId: 'flite-kal16' });
    expect(marked.audio.equals(plain.audio)).toBe(true);
  });
});

describe('engine process pool', () => {
  it('restarts a dead engine process and carries on', async () => {
    const { WasmWorkerPool } = await import('./wasm-pool');
    const { FliteTextToSpeech } = await import('./flite');
    const pool = new WasmWorkerPool();
    const flite = new FliteTextToSpeech({ pool, only: ['kal16'] });
    try {
      await flite.synthesize({ text: 'First.', voiceId: 'flite-kal16' });
      const slots = (pool as unknown as { slots: Array<{ child: { kill(sig: string): boolean; pid?: number } }> }).slots;
      const firstPid = slots[0]!.child.pid;
      slots[0]!.child.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 100));
      const again = await flite.synthesize({ text: 'Second.', voiceId: 'flite-kal16' });
      expect(parseWav(again.audio).frameCount).toBeGreaterThan(0);
      expect(slots[0]!.child.pid).not.toBe(firstPid);
    } finally {
      await pool.close();
    }
    await expect(flite.synthesize({ text: 'Closed.', voiceId: 'flite-kal16' })).rejects.toMatchObject({ code: 'ENGINE_FAILED' });
  });
});
