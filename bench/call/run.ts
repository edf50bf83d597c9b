/**
 * Call mode latency (issue 21): from the end of a learner's turn (the moment the voice activity
 * detector closes it, after the learner's pause) to the first audio of the reply, with the offline
 * engines, over 20 turns, per stage — the same calls the call screen makes, over loopback HTTP:
 *   upload       the turn's 16 kHz WAV, until the last byte is written (POST voiceRecognize)
 *   recognition  from then until the recogniser's answer arrives
 *   reply        POST chatByContext with the heard words (voice: true) until the stored reply arrives
 *   speech       POST textToAudio for the reply's first sentence (as the call screen speaks it,
 *                apps/web/src/features/call/reply-voice.ts), then GET of its file until the first byte
 * Run: npx tsx bench/call/run.ts        (prints a Markdown table; one warm-up turn is not counted)
 *      npx tsx bench/call/run.ts --per-clip   the same with a PocketSphinx process per clip, the
 *      recogniser before it kept its models loaded (issue 18): the baseline for the same run
 *      npx tsx bench/call/run.ts --whole-reply   the whole reply as one audio file, as before
 * The learner's turns are Parley's own flite voice saying everyday sentences (like e2e/call.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { VOICE_RECOGNIZE_PATH } from '../../packages/contract/src/speech';
import { sentencesOf } from '../../apps/web/src/features/call/reply-voice';
import { buildApp } from '../../apps/server/src/app';
import { EVERYDAY_SENTENCES } from '../../apps/server/src/ai/speech/fixtures/sentences';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';
import { createSpeechEngines } from '../../apps/server/src/ai/speech/speech-engines';
import { PocketsphinxSpeechToText } from '../../apps/server/src/ai/speech/stt/pocketsphinx';
import { lazy } from '../../apps/server/src/ai/lazy';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';

const TURNS = 20;
const LEARNER_VOICE = 'flite-slt';

const loadBefore = os.loadavg();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-call-bench-'));
const database = openSqlite(path.join(dataDir, 'parley.db'));
await migrateToLatest(database.db);
const perClip = process.argv.includes('--per-clip');
const wholeReply = process.argv.includes('--whole-reply');
const offlineSpeech = createSpeechEngines({});
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ENABLE_DEV_OUTBOX: 'true', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }),
  database,
  serveWebApp: false,
  ...(perClip ? { speechEngines: { ...offlineSpeech, stt: lazy(() => new PocketsphinxSpeechToText({ warm: false })) } } : {}),
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ errCode: number; data: Record<string, unknown>; message: string }>);

// A learner signed up through the real calls.
const email = `call-bench.${Date.now()}@example.com`;
await post('/api/user/sendEmailVerifyCode', { email, type: 'signup' });
await new Promise((resolve) => setTimeout(resolve, 200));
const mail = (await fetch(`${base}/api/dev/outbox?email=${email}`).then((r) => r.json())) as { data: { list: Array<{ code: string }> } };
const checked = await post('/api/user/checkEmailVerifyCode', { email, type: 'signup', code: mail.data.list[0]!.code });
const token = String((await post('/api/user/signup', { email, password: 'benchmark password', authCode: checked.data.authCode })).data.token);
await post('/api/user/v1/updateUserLanguageAndLevel', { nativeLanguage: 'es', level: 'A2', topics: ['travel'] }, { token });

// The learner's turns, made before anything is timed.
const tts = createOfflineTextToSpeech();
const turns: Buffer[] = [];
for (let i = 0; i <= TURNS; i++) turns.push((await tts.synthesize({ text: EVERYDAY_SENTENCES[i % EVERYDAY_SENTENCES.length]!, voiceId: LEARNER_VOICE })).audio);
await tts.close();

/** POSTs the WAV as the call screen does (multipart); answers when the body was sent and when the answer came. */
function uploadTurn(wav: Buffer): Promise<{ sentAt: number; answeredAt: number; text: string }> {
  const boundary = `----call-bench-${randomUUID()}`;
  const field = (name: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field('type', '2') + field('assess', 'false') + `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="voice.wav"\r\ncontent-type: audio/wav\r\n\r\n`),
    wav,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    let sentAt = 0;
    const req = http.request(`${base}${VOICE_RECOGNIZE_PATH}`, { method: 'POST', headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const answeredAt = performance.now();
        const envelope = JSON.parse(Buffer.concat(chunks).toString()) as { errCode: number; data: { text: string }; message: string };
        if (envelope.errCode !== 0) reject(new Error(envelope.message));
        else resolve({ sentAt, answeredAt, text: envelope.data.text });
      });
    });
    req.on('error', reject);
    req.end(body, () => {
      sentAt = performance.now();
    });
  });
}

/** GETs the audio file until its first byte. */
function firstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(`${base}${url}`, { headers: { token } }, (res) => {
      res.once('data', () => {
        resolve(performance.now());
        res.resume();
      });
      res.on('error', reject);
    });
  });
}

interface Turn { upload: number; recognition: number; reply: number; speech: number; total: number; heard: string }

async function oneTurn(wav: Buffer): Promise<Turn> {
  const endedAt = performance.now();
  const heard = await uploadTurn(wav);
  const chat = await post('/api/transform/v1/chatByContext', { roleId: 2, content: heard.text || 'hello', clientMessageId: `bench-${randomUUID()}`, voice: true }, { token });
  if (chat.errCode !== 0) throw new Error(chat.message);
  const repliedAt = performance.now();
  const reply = (chat.data.reply as { content: string }).content;
  const spoken = wholeReply ? reply : (sentencesOf(reply)[0] ?? reply);
  const speech = await post('/api/transform/v1/textToAudio', { text: spoken }, { token });
  if (speech.errCode !== 0) throw new Error(speech.message);
  const playingAt = await firstByte(String(speech.data.url));
  return { upload: heard.sentAt - endedAt, recognition: heard.answeredAt - heard.sentAt, reply: repliedAt - heard.answeredAt, speech: playingAt - repliedAt, total: playingAt - endedAt, heard: heard.text };
}

await oneTurn(turns[0]!); // warm-up: the engines load on first use
const results: Turn[] = [];
for (const wav of turns.slice(1)) results.push(await oneTurn(wav));
const loadAfter = os.loadavg();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const stages = ['upload', 'recognition', 'reply', 'speech', 'total'] as const;
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
console.log(`${results.length} turns (one warm-up turn before them not counted)\n`);
console.log('| stage | median | p95 |');
console.log('| --- | ---: | ---: |');
for (const stage of stages) {
  const xs = results.map((r) => r[stage]);
  console.log(`| ${stage === 'total' ? '**end of turn → first reply audio**' : stage} | ${median(xs).toFixed(0)} ms | ${quantile(xs, 0.95).toFixed(0)} ms |`);
}
console.log(`\nHeard (first 3): ${results.slice(0, 3).map((r) => `“${r.heard}”`).join(', ')}`);
