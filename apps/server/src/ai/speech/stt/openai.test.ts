import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiSpeechToText } from './openai';
import { parseMultipart, startFakeOpenAi } from '../fake-openai-server';
import { encodeWav16 } from '../wav';

type Fake = Awaited<ReturnType<typeof startFakeOpenAi>>;

describe('OpenAI-compatible /audio/transcriptions provider (against a loopback server faking the third-party service)', () => {
  let fake: Fake;
  const wav = encodeWav16(new Float32Array(16000), 16000);

  beforeAll(async () => {
    fake = await startFakeOpenAi(async (req, res) => {
      if (req.url !== '/v1/audio/transcriptions') {
        res.statusCode = 404;
        return void res.end();
      }
      const form = await parseMultipart(req);
      if (form.get('model') === 'broken') {
        res.setHeader('content-type', 'application/json');
        return void res.end('{not json');
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          task: 'transcribe',
          language: 'english',
          duration: 1,
          text: ' I would like a coffee.',
          words: [
            { word: 'I', start: 0.1, end: 0.2 },
            { word: 'would', start: 0.2, end: 0.4, probability: 0.97 },
            { word: 'like', start: 0.4, end: 0.6, probability: 0.9 },
            { word: 'a', start: 0.6, end: 0.65 },
            { word: 'coffee.', start: 0.65, end: 1.0, probability: 0.42 },
            { word: 7, start: 'x' },
          ],
        }),
      );
    });
  });
  afterAll(() => fake.close());

  const make = (model = 'whisper-1') => new OpenAiSpeechToText({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model });

  it('posts multipart with verbose_json and word timestamps, and returns words with times', async () => {
    const out = await make().transcribe(wav, { language: 'en-GB' });
    expect(out.text).toBe('I would like a coffee.');
    expect(out.words).toEqual([
      { word: 'I', start: 0.1, end: 0.2 },
      { word: 'would', start: 0.2, end: 0.4, confidence: 0.97 },
      { word: 'like', start: 0.4, end: 0.6, confidence: 0.9 },
      { word: 'a', start: 0.6, end: 0.65 },
      { word: 'coffee.', start: 0.65, end: 1.0, confidence: 0.42 },
    ]);
    const req = fake.requests.at(-1)!;
    expect(req.headers.authorization).toBe('Bearer sk-test');
    const form = await parseMultipart(req);
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('response_format')).toBe('verbose_json');
    expect(form.getAll('timestamp_granularities[]')).toEqual(['word']);
    expect(form.get('language')).toBe('en');
    const file = form.get('file') as File;
    expect(file.type).toBe('audio/wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(wav)).toBe(true);
    expect(form.has('prompt')).toBe(false);
  });

  it("sends the turn's likely answers as Whisper's prompt, cut to about 200 tokens", async () => {
    await make().transcribe(wav, { context: ['How many tickets would you like?', 'Two tickets, please.'] });
    expect((await parseMultipart(fake.requests.at(-1)!)).get('prompt')).toBe('How many tickets would you like? Two tickets, please.');
    await make().transcribe(wav, { context: Array.from({ length: 100 }, () => 'Three tickets, two adults and one child.') });
    expect(String((await parseMultipart(fake.requests.at(-1)!)).get('prompt')).length).toBeLessThanOrEqual(800);
  });

  it('rejects broken WAV before calling the service, and maps bad replies to typed errors', async () => {
    const before = fake.requests.length;
    await expect(make().transcribe(Buffer.from('nope'))).rejects.toMatchObject({ name: 'WavError' });
    expect(fake.requests.length).toBe(before);
    await expect(make('broken').transcribe(wav)).rejects.toMatchObject({ code: 'UPSTREAM' });
    const gone = new OpenAiSpeechToText({ baseUrl: 'http://127.0.0.1:1/v1', model: 'whisper-1' });
    await expect(gone.transcribe(wav)).rejects.toMatchObject({ code: 'UPSTREAM' });
  });
});
