// Speech through OpenAI-compatible services (TTS_BASE_URL / STT_BASE_URL). The services are third
// parties, so they are faked with a loopback HTTP server; the routes and engines are the real ones.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from '../../../test/support/app';
import { parseMultipart, startFakeOpenAi } from '../../ai/speech/fake-openai-server';
import { createSpeechEngines } from '../../ai/speech/speech-engines';
import { CompositeTextToSpeech } from '../../ai/speech/tts/index';
import { OpenAiSpeechToText } from '../../ai/speech/stt/index';
import { encodeWav16 } from '../../ai/speech/wav';

// An ID3 tag then an MPEG frame header: what a service answering MP3 sends first.
const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(400, 0x55)]);

describe('speech through OpenAI-compatible services (fake loopback OpenAI server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: FastifyInstance;
  let engines: ReturnType<typeof createSpeechEngines>;

  beforeAll(async () => {
    fake = await startFakeOpenAi(async (req, res) => {
      if (req.url === '/v1/audio/speech') {
        // Answers MP3 although the client asked for WAV, as several compatible servers do.
        res.setHeader('content-type', 'audio/mpeg');
        return void res.end(MP3);
      }
      if (req.url === '/v1/audio/transcriptions') {
        const form = await parseMultipart(req);
        res.setHeader('content-type', 'application/json');
        return void res.end(JSON.stringify({ text: `heard ${String(form.get('model'))}`, words: [{ word: 'heard', start: 0, end: 0.4, probability: 0.9 }] }));
      }
      res.statusCode = 404;
      res.end();
    });
    engines = createSpeechEngines({ TTS_BASE_URL: fake.baseUrl, TTS_VOICES: 'alloy:female', STT_BASE_URL: fake.baseUrl, STT_MODEL: 'whisper-test' });
    app = await buildTestAppInMemory({ env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'parley-speech-openai-')) }, speechEngines: engines });
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('picks the OpenAI-compatible providers when TTS_BASE_URL and STT_BASE_URL are set', () => {
    expect(engines.describe()).toEqual({ tts: 'openai-compatible', stt: 'openai-compatible' });
    expect(engines.tts()).toBeInstanceOf(CompositeTextToSpeech);
    expect(engines.tts().voices().map((v) => v.id)).toEqual(['openai-alloy']);
    expect(engines.stt()).toBeInstanceOf(OpenAiSpeechToText);
    expect(engines.phones()).toBeNull();
  });

  it('serves textToAudio from the service as audio/mpeg', async () => {
    const res = (await app.inject({ method: 'POST', url: '/api/transform/v1/textToAudio', payload: { text: 'Hello from the service.', voiceRoleId: 'openai-alloy' } })).json();
    expect(res.errCode).toBe(0);
    expect(res.data.url).toMatch(/^\/media\/audio\/[a-f0-9]{40}\.mp3$/);
    const file = await app.inject({ method: 'GET', url: res.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.equals(MP3)).toBe(true);
    expect(JSON.parse(fake.requests.find((r) => r.url === '/v1/audio/speech')?.body.toString() ?? '{}')).toMatchObject({ voice: 'alloy', input: 'Hello from the service.' });
  });

  it('recognises an upload with the service', async () => {
    const boundary = '----parleyopenai';
    const wav = encodeWav16(new Float32Array(16_000).map((_, i) => 0.2 * Math.sin(i / 7)), 16_000);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      wav,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = (await app.inject({ method: 'POST', url: '/api/transform/v1/audioToText', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })).json();
    expect(res).toMatchObject({ errCode: 0, data: { text: 'heard whisper-test' } });
  });
});
