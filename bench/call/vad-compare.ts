/**
 * Voice activity detection on our recordings (decision 0029): Silero v5 and the legacy Silero model
 * (both shipped in @ricky0123/vad-web, run here by onnxruntime-web's WebAssembly in Node, with the
 * call screen's frame processor and thresholds) against a plain energy threshold.
 *   npx tsx e2e/fixtures/make-call-recordings.ts && npx tsx bench/call/vad-compare.ts
 * Counts turn starts (speech that lasts the 400 ms minimum; a turn ends after a 1.2 s pause) in:
 *   call-turns.wav       speech · 0.5 s pause · speech · 2 s pause · speech   → 2 turns expected
 *   a minute of noise    brown + pink noise with a mains hum (sox)            → 0 expected
 *   a minute of "music"  sox chords with tremolo, over quiet noise            → 0 expected
 * and the time per 32 ms of audio (the model's CPU cost; the page runs one such frame every 32 ms).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as VadWeb from '@ricky0123/vad-web';
import * as ort from 'onnxruntime-web/wasm';

const require = createRequire(import.meta.url);
const vadDir = path.dirname(require.resolve('@ricky0123/vad-web'));
// The package's CommonJS build: its FrameProcessor and model wrappers, the very code the page runs.
const { FrameProcessor, Message } = require(path.join(vadDir, 'index.js')) as typeof VadWeb;
const models = require(path.join(vadDir, 'models/index.js')) as { Silero: ModelFactory; SileroLegacy: ModelFactory };
type ModelFactory = { new: (o: typeof ort, fetch: () => Promise<ArrayBuffer>) => Promise<{ process(f: Float32Array): Promise<{ isSpeech: number; notSpeech: number }>; reset_state(): void }> };

ort.env.wasm.numThreads = 1;
ort.env.wasm.wasmPaths = `${path.dirname(require.resolve('onnxruntime-web/wasm'))}/`;
ort.env.logLevel = 'error';

const here = import.meta.dirname;
const fixtures = path.join(here, '../../e2e/fixtures');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vad-compare-'));
const sox = (...args: string[]) => execFileSync('sox', args);

function readWav16k(file: string): Float32Array {
  const raw = path.join(work, 'raw.s16');
  sox(file, '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', '-t', 'raw', raw);
  const bytes = fs.readFileSync(raw);
  const out = new Float32Array(bytes.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readInt16LE(i * 2) / 32768;
  return out;
}

const noise = path.join(work, 'noise.wav');
sox('-n', '-r', '16000', '-c', '1', '-b', '16', noise, 'synth', '60', 'brownnoise', 'synth', '60', 'pinknoise', 'mix', 'synth', '60', 'sine', 'mix', '50', 'vol', '0.3');
const music = path.join(work, 'music.wav');
// Chords changing every 2 s with tremolo, over quiet noise: not a recording, a stand-in for a radio.
const chords = ['C4', 'F4', 'G4', 'A3', 'E4', 'D4'].flatMap((root, i) => {
  const part = path.join(work, `chord${i}.wav`);
  sox('-n', '-r', '16000', '-c', '1', '-b', '16', part, 'synth', '2', 'pluck', root, 'pluck', `%${i + 4}`, 'pluck', `%${i + 7}`, 'tremolo', '6', '40', 'vol', '0.9');
  return [part];
});
const musicLoop = path.join(work, 'music-loop.wav');
sox(...chords, musicLoop);
sox(musicLoop, musicLoop, musicLoop, musicLoop, musicLoop, path.join(work, 'music-60.wav'));
sox('-m', path.join(work, 'music-60.wav'), noise, music);

const recordings = { 'call-turns.wav (2 turns)': path.join(fixtures, 'call-turns.wav'), 'a minute of noise (0)': noise, 'a minute of music (0)': music };
const OPTIONS = { positiveSpeechThreshold: 0.5, negativeSpeechThreshold: 0.35, redemptionMs: 1200, preSpeechPadMs: 300, minSpeechMs: 400, submitUserSpeechOnPause: false };

async function sileroTurns(factory: ModelFactory, modelFile: string, frameSamples: number, audio: Float32Array) {
  const model = await factory.new(ort, async () => fs.readFileSync(path.join(vadDir, modelFile)).buffer as ArrayBuffer);
  const processor = new FrameProcessor(model.process, model.reset_state, OPTIONS, frameSamples / 16);
  processor.resume();
  let turns = 0;
  let frames = 0;
  const started = performance.now();
  for (let i = 0; i + frameSamples <= audio.length; i += frameSamples) {
    frames++;
    await processor.process(audio.subarray(i, i + frameSamples), (event) => {
      if (event.msg === Message.SpeechRealStart) turns++;
    });
  }
  return { turns, msPer32ms: ((performance.now() - started) / frames) * (512 / frameSamples) };
}

/** The baseline: a frame is speech when its RMS is above -35 dBFS; same pause and minimum. */
function energyTurns(audio: Float32Array) {
  const frame = 512;
  const threshold = 10 ** (-35 / 20);
  let turns = 0;
  let speechMs = 0;
  let silenceMs = 0;
  let inSpeech = false;
  for (let i = 0; i + frame <= audio.length; i += frame) {
    let sum = 0;
    for (let j = i; j < i + frame; j++) sum += audio[j]! ** 2;
    const isSpeech = Math.sqrt(sum / frame) > threshold;
    if (isSpeech) {
      inSpeech = true;
      speechMs += 32;
      silenceMs = 0;
      if (speechMs === Math.ceil(OPTIONS.minSpeechMs / 32) * 32) turns++;
    } else if (inSpeech) {
      silenceMs += 32;
      if (silenceMs >= OPTIONS.redemptionMs) {
        inSpeech = false;
        speechMs = 0;
      }
    }
  }
  return { turns, msPer32ms: null };
}

const dbfs = (audio: Float32Array) => (20 * Math.log10(Math.sqrt(audio.reduce((sum, x) => sum + x * x, 0) / audio.length))).toFixed(0);
console.log(`| recording (turns expected) | level | Silero v5 | Silero legacy | energy > -35 dBFS |`);
console.log(`| --- | ---: | ---: | ---: | ---: |`);
const cost: Record<string, number[]> = { v5: [], legacy: [] };
for (const [label, file] of Object.entries(recordings)) {
  const audio = readWav16k(file);
  const v5 = await sileroTurns(models.Silero, 'silero_vad_v5.onnx', 512, audio);
  const legacy = await sileroTurns(models.SileroLegacy, 'silero_vad_legacy.onnx', 1536, audio);
  cost.v5!.push(v5.msPer32ms);
  cost.legacy!.push(legacy.msPer32ms);
  console.log(`| ${label} | ${dbfs(audio)} dBFS | ${v5.turns} | ${legacy.turns} | ${energyTurns(audio).turns} |`);
}
const avg = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2);
console.log(`\nModel time per 32 ms of audio (one thread, WebAssembly in Node ${process.version}): v5 ${avg(cost.v5!)} ms, legacy ${avg(cost.legacy!)} ms; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
fs.rmSync(work, { recursive: true, force: true });
