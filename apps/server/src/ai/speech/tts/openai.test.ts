import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiTextToSpeech } from './openai';
import { startFakeOpenAi } from '../fake-openai-server';
import { encodeWav16, parseWav } from '../wav';

type Fake = Awaited<ReturnType<typeof startFakeOpenAi>>;

describe('OpenAI-compatible /audio/speech provider (against a loopback server faking the third-party service)', () => {
  let fake: Fake;
  const tone = encodeWav16(new Float32Array(24000).map((_, i) => 0.3 * Math.sin(i / 5)), 24000); // 1 s

  beforeAll(async () => {
    fake = await startFakeOpenAi((req, res) => {
      if (req.url !== '/v1/audio/speech' || req.method !== 'POST') {
        res.statusCode = 404;
        return void res.end('not found');
      }
      if (req.headers.authorization !== 'Bearer sk-test') {
        res.statusCode = 401;
        return void res.end('{"error":{"message":"bad key"}}');
      }
      const body = JSON.parse(req.body.toString('utf8')) as { response_format: string; input: string };
      if (body.input.includes('explode')) {
        res.statusCode = 500;
        return void res.end('upstream exploded');
      }
      if (body.response_format === 'mp3') {
        res.setHeader('content-type', 'audio/mpeg');
        return void res.end(Buffer.from([0xff, 0xfb, 0x90, 0x00, 1, 2, 3]));
      }
      res.setHeader('content-type', 'audio/wav');
      res.end(tone);
    });
  });
  afterAll(() => fake.close());

  const make = (over: Partial<ConstructorParameters<typeof OpenAiTextToSpeech>[0]> = {}) =>
    new OpenAiTextToSpeech({
      baseUrl: `${fake.baseUrl}/`,
      apiKey: 'sk-test',
      model: 'tts-1',
      voices: [
        { voice: 'nova', gender: 'female' },
        { voice: 'onyx', gender: 'male', accent: 'British', language: 'en-GB' },
      ],
      ...over,
    });

  it('lists configured voices with styles', () => {
    const voices = make().voices();
    expect(voices.map((v) => [v.id, v.name, v.engine, v.language])).toEqual([
      ['openai-nova', 'Nova', 'openai', 'en-US'],
      ['openai-onyx', 'Onyx', 'openai', 'en-GB'],
    ]);
    expect(voices[0]!.styles.length).toBeGreaterThanOrEqual(5);
  });

  it('sends model, voice, cleaned input and speed; returns WAV', async () => {
    const res = await make().synthesize({ text: '**Hello** 👋 there', voiceId: 'openai-nova', style: 'slow', speed: 1.2 });
    expect(res.contentType).toBe('audio/wav');
    expect(parseWav(res.audio).sampleRate).toBe(24000);
    expect(res.durationMs).toBe(1000);
    const sent = JSON.parse(fake.requests.at(-1)!.body.toString('utf8')) as Record<string, unknown>;
    expect(sent).toEqual({ model: 'tts-1', voice: 'nova', input: 'Hello there.', speed: 0.9, response_format: 'wav' });
  });

  it('shifts pitch by resampling for pitch styles, keeping the length', async () => {
    const res = await make().synthesize({ text: 'Hi', voiceId: 'openai-onyx', style: 'deep' });
    const sent = JSON.parse(fake.requests.at(-1)!.body.toString('utf8')) as { speed: number };
    expect(sent.speed).toBeGreaterThan(1); // asked for faster speech, then stretched back down
    // the fake ignores speed, so the stretched audio is longer by 1/pitch
    expect(res.durationMs).toBeGreaterThan(1050);
  });

  it('returns audio/mpeg when configured for mp3', async () => {
    const res = await make({ format: 'mp3' }).synthesize({ text: 'Hi', voiceId: 'openai-nova' });
    expect(res.contentType).toBe('audio/mpeg');
    expect(res.audio[0]).toBe(0xff);
  });

  it('maps service errors to typed errors', async () => {
    await expect(make({ apiKey: 'wrong' }).synthesize({ text: 'Hi', voiceId: 'openai-nova' })).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: expect.stringContaining('401'),
    });
    await expect(make().synthesize({ text: 'please explode', voiceId: 'openai-nova' })).rejects.toMatchObject({
      code: 'UPSTREAM',
    });
    await expect(make().synthesize({ text: 'Hi', voiceId: 'openai-alloy' })).rejects.toMatchObject({ code: 'UNKNOWN_VOICE' });
    await expect(
      make({ baseUrl: 'http://127.0.0.1:1/v1' }).synthesize({ text: 'Hi', voiceId: 'openai-nova' }),
    ).rejects.toMatchObject({ code: 'UPSTREAM' });
  });
});
