/**
 * Benchmark of the offline speech engines (flite / espeak-ng TTS, PocketSphinx
 * STT, pronunciation assessment).
 *   npx tsx bench/speech/run.ts
 * Writes bench/speech/RESULTS.md. Internal mode: `--cold <voiceId>` prints the
 * time of the first synthesis in a fresh process (used for the cold figures).
 * `--route` runs only the textToAudio route section (uncached vs cached) and prints it.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PronunciationAssessor } from '../../apps/server/src/ai/speech/assessment/index';
import { editDistance, normaliseWords } from '../../apps/server/src/ai/speech/assessment/align';
import { EVERYDAY_SENTENCES, TWENTY_WORD_SENTENCE } from '../../apps/server/src/ai/speech/fixtures/sentences';
import { PocketsphinxSpeechToText } from '../../apps/server/src/ai/speech/stt/pocketsphinx';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';
import { wavDurationMs } from '../../apps/server/src/ai/speech/wav';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';

const here = dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const ms = (n: number) => `${n.toFixed(0)} ms`;
const time = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const r = await fn();
  return [r, performance.now() - t];
};

async function coldMode(voiceId: string): Promise<void> {
  const tts = createOfflineTextToSpeech();
  const [res, took] = await time(() => tts.synthesize({ text: TWENTY_WORD_SENTENCE, voiceId }));
  process.stdout.write(`${JSON.stringify({ took, bytes: res.audio.length })}\n`);
  await tts.close();
}

async function coldRuns(voiceId: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const { stdout } = await run(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--cold', voiceId], {
      env: { ...process.env, NODE_NO_WARNINGS: '1' },
    });
    const line = stdout.trim().split('\n').at(-1)!;
    out.push((JSON.parse(line) as { took: number }).took);
  }
  return out;
}

/**
 * Time to a playable file through the real route (POST textToAudio, then GET the file it names),
 * in-process via app.inject so no network time is counted. Uncached = the first request in a
 * fresh data directory (engines already loaded, so this is synthesis + hashing + writing the
 * file); cached = the same request again, answered from the content-hash cache.
 */
async function routeCacheSection(log: (s?: string) => void, runs: number): Promise<void> {
  const voiceId = 'flite-slt';
  const uncached: number[] = [];
  const cached: number[] = [];
  const playable = async (app: Awaited<ReturnType<typeof buildApp>>) => {
    const started = performance.now();
    const res = (await app.inject({ method: 'POST', url: '/api/transform/v1/textToAudio', payload: { text: TWENTY_WORD_SENTENCE, voiceRoleId: voiceId } })).json() as { errCode: number; data: { url: string } };
    if (res.errCode !== 0) throw new Error(`textToAudio failed: ${JSON.stringify(res)}`);
    const file = await app.inject({ method: 'GET', url: res.data.url });
    if (file.statusCode !== 200 || file.rawPayload.length < 1000) throw new Error('the audio file was not served');
    return { took: performance.now() - started, url: res.data.url };
  };
  // One untimed round so the shared engine process and WASM module are loaded before timing.
  for (let i = -1; i < runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-tts-'));
    const database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), database, serveWebApp: false });
    await app.ready();
    const first = await playable(app);
    const second = await playable(app);
    // The answer no longer says `cached` (issue 16); a fresh data folder makes the first uncached.
    if (first.url !== second.url) throw new Error('expected the second answer to reuse the first file');
    if (i >= 0) {
      uncached.push(first.took);
      cached.push(second.took);
    }
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  log(`## Text to speech through the route: uncached vs cached (${voiceId}, 20-word sentence)`);
  log();
  log(`POST /api/transform/v1/textToAudio then GET of the file it names, in process (app.inject, no network); ${runs} runs, each in a fresh data directory with the engines already loaded. Cached = the identical request again, answered from the content-hash cache.`);
  log();
  log('| request | median | min–max |');
  log('|---|---|---|');
  log(`| uncached (synthesise, write, serve) | ${ms(median(uncached))} | ${ms(Math.min(...uncached))}–${ms(Math.max(...uncached))} |`);
  log(`| cached (same text and voice again) | ${ms(median(cached))} | ${ms(Math.min(...cached))}–${ms(Math.max(...cached))} |`);
  log();
}

async function main(): Promise<void> {
  const lines: string[] = [];
  const log = (s = '') => {
    lines.push(s);
    console.log(s);
  };
  const RUNS = 7;
  const tts = createOfflineTextToSpeech();
  const stt = new PocketsphinxSpeechToText({ maxConcurrent: 1 });
  if (!(await stt.isAvailable())) throw new Error('pocketsphinx is not installed');
  const englishVoices = tts.voices().filter((v) => v.engine === 'flite').map((v) => v.id);

  log('# Speech engines benchmark');
  log();
  log('Command: `npx tsx bench/speech/run.ts` (from the repository root)');
  log();
  log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Linux ${release()}, Node ${process.version}; shared machine, so figures vary a little between runs.`);
  log();
  log(`Date: ${new Date().toISOString().slice(0, 10)}. Medians over ${RUNS} runs unless stated.`);
  log();

  // --- TTS: time to a playable file ---------------------------------------
  log('## Text to speech: time to a playable WAV for a 20-word sentence');
  log();
  log(`Sentence: “${TWENTY_WORD_SENTENCE}”`);
  log();
  log('Cold = first call in a fresh process (start the engine process, compile the WASM module, synthesise); 5 fresh processes each. Warm = later calls in the same process.');
  log();
  log('| voice | engine | cold (median) | warm (median) | warm min–max | audio length | real-time factor (warm) |');
  log('|---|---|---|---|---|---|---|');
  const ttsVoices = [...englishVoices, 'espeak-es-female', 'espeak-fr-fr-male', 'espeak-cmn-female'];
  for (const voiceId of ttsVoices) {
    const cold = await coldRuns(voiceId, 5);
    await tts.synthesize({ text: 'Warm up.', voiceId });
    const warm: number[] = [];
    let audioMs = 0;
    for (let i = 0; i < RUNS; i++) {
      const [res, took] = await time(() => tts.synthesize({ text: TWENTY_WORD_SENTENCE, voiceId }));
      warm.push(took);
      audioMs = res.durationMs ?? wavDurationMs(res.audio);
    }
    const engine = tts.voices().find((v) => v.id === voiceId)!.engine;
    log(`| ${voiceId} | ${engine} | ${ms(median(cold))} | ${ms(median(warm))} | ${ms(Math.min(...warm))}–${ms(Math.max(...warm))} | ${(audioMs / 1000).toFixed(1)} s | ${(median(warm) / audioMs).toFixed(3)} |`);
  }
  log();

  await routeCacheSection(log, RUNS);

  // --- event loop while synthesising ----------------------------------------
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  const [, parallelMs] = await time(() =>
    Promise.all(englishVoices.flatMap((voiceId) => [1, 2].map(() => tts.synthesize({ text: TWENTY_WORD_SENTENCE, voiceId })))),
  );
  h.disable();
  log(`Event loop during ${englishVoices.length * 2} parallel 20-word requests (one engine process): worst delay ${(h.max / 1e6).toFixed(0)} ms, mean ${(h.mean / 1e6).toFixed(1)} ms; all done in ${ms(parallelMs)}.`);
  log();

  // --- STT real-time factor -------------------------------------------------
  log('## Speech to text (PocketSphinx): real-time factor');
  log();
  log('Processing time ÷ audio length, per everyday sentence (whole call through the default recogniser, its models kept loaded: WAV conversion, clip file, decode). bench/speech/warm-decoder.ts compares it with a process per clip.');
  log();
  log('| voice | clips | median audio | median time | median RTF |');
  log('|---|---|---|---|---|');
  const clips = new Map<string, Buffer[]>();
  for (const voiceId of englishVoices) {
    const audios: Buffer[] = [];
    for (const s of EVERYDAY_SENTENCES) audios.push((await tts.synthesize({ text: s, voiceId })).audio);
    clips.set(voiceId, audios);
  }
  for (const voiceId of englishVoices) {
    const audios = clips.get(voiceId)!.slice(0, 10);
    const rows: Array<{ took: number; len: number }> = [];
    for (const a of audios) {
      const [, took] = await time(() => stt.transcribe(a));
      rows.push({ took, len: wavDurationMs(a) });
    }
    log(`| ${voiceId} | ${rows.length} | ${(median(rows.map((r) => r.len)) / 1000).toFixed(2)} s | ${ms(median(rows.map((r) => r.took)))} | ${median(rows.map((r) => r.took / r.len)).toFixed(2)} |`);
  }
  log();

  // --- assessment -----------------------------------------------------------
  log('## Pronunciation assessment time');
  log();
  const withPhones = new PronunciationAssessor({ stt, phoneRecognizer: stt });
  const wordsOnly = new PronunciationAssessor({ stt });
  const sample = EVERYDAY_SENTENCES.slice(0, RUNS);
  const slt = clips.get('flite-slt')!;
  await withPhones.assess(slt[0]!, sample[0]!); // load the CMU dictionary once
  const tPhones: number[] = [];
  const tWords: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < sample.length; i++) {
    const [r, took] = await time(() => withPhones.assess(slt[i]!, sample[i]!));
    tPhones.push(took);
    scores.push(r.score);
    tWords.push((await time(() => wordsOnly.assess(slt[i]!, sample[i]!)))[1]);
  }
  const [, cmuCold] = await time(async () => {
    const { execFileSync } = await import('node:child_process');
    execFileSync(process.execPath, ['--input-type=module', '-e', "await import('cmu-pronouncing-dictionary')"], { cwd: join(here, '../../apps/server') });
  });
  log('| method | median time per sentence | scores (flite-slt reading the sentence) |');
  log('|---|---|---|');
  log(`| words + allphone phones (offline default) | ${ms(median(tPhones))} | ${scores.join(', ')} |`);
  log(`| words only (also the Whisper route, minus the network) | ${ms(median(tWords))} | — |`);
  log();
  log(`First assessment in a process also loads the CMU dictionary module (a fresh node process importing it took ${ms(cmuCold)}, including node start).`);
  log();

  // --- WER ------------------------------------------------------------------
  log('## Round trip word error rate (our TTS → PocketSphinx)');
  log();
  log(`${EVERYDAY_SENTENCES.length} everyday sentences (apps/server/src/ai/speech/fixtures/sentences.ts); both engines are deterministic, so one pass.`);
  log();
  log('| voice | style | words | errors | WER |');
  log('|---|---|---|---|---|');
  const wer = async (voiceId: string, style: string, audios?: Buffer[]) => {
    let errors = 0;
    let words = 0;
    for (let i = 0; i < EVERYDAY_SENTENCES.length; i++) {
      const s = EVERYDAY_SENTENCES[i]!;
      const audio = audios?.[i] ?? (await tts.synthesize({ text: s, voiceId, style })).audio;
      const ref = normaliseWords(s);
      errors += editDistance(ref, normaliseWords((await stt.transcribe(audio)).text));
      words += ref.length;
    }
    log(`| ${voiceId} | ${style} | ${words} | ${errors} | ${((100 * errors) / words).toFixed(1)} % |`);
  };
  for (const voiceId of englishVoices) await wer(voiceId, 'normal', clips.get(voiceId));
  for (const style of ['slow', 'clear', 'bright', 'deep']) await wer('flite-slt', style);
  await wer('flite-rms', 'deep');
  await wer('flite-rms', 'bright');
  log();

  await tts.close();
  writeFileSync(join(here, 'RESULTS.md'), `${lines.join('\n')}\n`);
  console.log(`\nwrote ${join(here, 'RESULTS.md')}`);
}

const coldIdx = process.argv.indexOf('--cold');
if (coldIdx >= 0) await coldMode(process.argv[coldIdx + 1] ?? 'flite-slt');
else if (process.argv.includes('--route')) {
  await routeCacheSection((s = '') => console.log(s), 9);
  process.exit(0);
} else await main();
