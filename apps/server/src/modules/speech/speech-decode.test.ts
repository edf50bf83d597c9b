// Recordings other than WAV: decoded by the real ffmpeg when it is installed, refused with 415
// when it is not (the decoder is injected as absent), and garbage answered with a clear error.
// The audio is the project's own TTS output, re-encoded by ffmpeg; nothing is faked.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from '../../db/database';
import { buildTestApp } from '../../../test/support/app';
import { hasEngines } from '../../../test/support/engines';
import { sniffAudio } from '../../ai/speech/decode';

const hasFfmpeg = hasEngines('ffmpeg');
const hasPocketsphinx = hasEngines('pocketsphinx');

function multipart(file: Buffer, type: string) {
  const boundary = '----parley' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n2\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="turn"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const decodeDirs = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith('parley-decode-'));

describe.runIf(hasFfmpeg)('uploads other than WAV (real ffmpeg)', () => {
  let app: FastifyInstance;
  let noFfmpegApp: FastifyInstance;
  const encoded: Record<'ogg' | 'webm' | 'mp4', Buffer> = { ogg: Buffer.alloc(0), webm: Buffer.alloc(0), mp4: Buffer.alloc(0) };

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-speech-decode-'));
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    app = await buildTestApp(database, { env: { DATA_DIR: dataDir } });
    noFfmpegApp = await buildTestApp(database, { env: { DATA_DIR: dataDir }, audioDecoder: null });
    const spoken = (await app.inject({ method: 'POST', url: '/api/transform/v1/textToAudio', payload: { text: 'Nice to meet you.', voiceRoleId: 'flite-rms' } })).json();
    const wav = (await app.inject({ method: 'GET', url: spoken.data.url })).rawPayload;
    const work = mkdtempSync(path.join(os.tmpdir(), 'parley-encode-'));
    writeFileSync(path.join(work, 'in.wav'), wav);
    // mp4 as iOS Safari's MediaRecorder writes it: AAC in fragmented MP4 (moov first, then fragments).
    const phoneMp4 = ['-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4'];
    for (const [ext, codec, extra] of [['ogg', 'libvorbis', []], ['webm', 'libopus', []], ['mp4', 'aac', phoneMp4]] as const) {
      const out = path.join(work, `out.${ext}`);
      const run = spawnSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', path.join(work, 'in.wav'), '-c:a', codec, ...extra, '-y', out]);
      expect(run.status).toBe(0);
      encoded[ext] = readFileSync(out);
    }
  });

  afterAll(async () => {
    await noFfmpegApp.close();
    await app.close();
  });

  const send = (target: FastifyInstance, file: Buffer, type: string) => target.inject({ method: 'POST', url: '/api/transform/v1/audioToText', ...multipart(file, type) }).then((r) => r.json());

  it('reads the format from the bytes', () => {
    expect(sniffAudio(encoded.ogg)).toBe('ogg');
    expect(sniffAudio(encoded.webm)).toBe('webm');
    expect(sniffAudio(encoded.mp4)).toBe('mp4');
    expect(sniffAudio(Buffer.from('definitely not audio at all'))).toBeNull();
  });

  it.runIf(hasPocketsphinx).each([
    ['ogg', 'audio/ogg'],
    ['webm', 'audio/webm;codecs=opus'],
    ['mp4', 'audio/mp4'],
    ['mp4', 'audio/mp4;codecs=mp4a.40.2'],
  ] as const)('transcribes a %s recording (%s) of the project\'s own TTS, leaving no temporary files', async (ext, type) => {
    const before = new Set(decodeDirs());
    const res = await send(app, encoded[ext], type);
    expect(res.errCode).toBe(0);
    expect(res.data.text.toLowerCase()).toMatch(/meet you/);
    expect(decodeDirs().filter((name) => !before.has(name))).toEqual([]);
  });

  it('refuses the same upload with errCode 415 when ffmpeg is absent', async () => {
    const res = await send(noFfmpegApp, encoded.webm, 'audio/webm');
    expect(res.errCode).toBe(415);
    expect(res.message).toMatch(/audio\/webm needs ffmpeg/);
  });

  it('answers a garbage file labelled audio/webm with a clear error', async () => {
    const garbage = await send(app, Buffer.from('this is just some text pretending to be a recording'), 'audio/webm');
    expect(garbage).toMatchObject({ errCode: 415, message: 'file: is not audio/webm audio (its content does not match its type)' });
    // Right magic number, broken body: ffmpeg itself fails.
    const broken = await send(app, Buffer.concat([encoded.webm.subarray(0, 40), Buffer.alloc(4000, 7)]), 'audio/webm');
    expect(broken).toMatchObject({ errCode: 400, message: 'file: could not be decoded as audio/webm (damaged or truncated recording)' });
    const mislabelled = await send(app, encoded.ogg, 'audio/webm');
    expect(mislabelled.errCode).toBe(415);
  });
});
