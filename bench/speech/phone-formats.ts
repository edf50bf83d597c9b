/**
 * Phone recording formats against WAV: do recordings in the containers phones produce recognise
 * as well as the WAV of the same sentence?
 *   npx tsx bench/speech/phone-formats.ts [--voices=flite-slt,flite-rms]
 * Each everyday sentence (apps/server/src/ai/speech/fixtures/sentences.ts) is spoken by Parley's
 * offline voices (flite, espeak-ng), then re-encoded by ffmpeg as the phones do it — iOS Safari's
 * MediaRecorder: AAC-LC in fragmented MP4 at 48 kHz; Android Chrome's: Opus in WebM at 48 kHz —
 * then goes through the server's own decoder (ai/speech/decode.ts, ffmpeg to 16 kHz WAV) and
 * PocketSphinx. The WAV column is the same audio with no re-encoding (the baseline, same run).
 * Prints a Markdown section for docs/benchmarks.md.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { editDistance, normaliseWords } from '../../apps/server/src/ai/speech/assessment/align';
import { createFfmpegDecoder, sniffAudio } from '../../apps/server/src/ai/speech/decode';
import { EVERYDAY_SENTENCES } from '../../apps/server/src/ai/speech/fixtures/sentences';
import { PocketsphinxSpeechToText } from '../../apps/server/src/ai/speech/stt/pocketsphinx';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';

const run = promisify(execFile);

const FORMATS = {
  'MP4/AAC (iOS)': { ext: 'm4a', args: ['-ar', '48000', '-ac', '1', '-c:a', 'aac', '-b:a', '64k', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4'] },
  'WebM/Opus (Android)': { ext: 'webm', args: ['-ar', '48000', '-ac', '1', '-c:a', 'libopus', '-b:a', '32k', '-f', 'webm'] },
} as const;
type Format = keyof typeof FORMATS;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function encode(wav: Buffer, format: Format, work: string): Promise<Buffer> {
  const input = join(work, 'in.wav');
  const output = join(work, `out.${FORMATS[format].ext}`);
  await writeFile(input, wav);
  await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', input, ...FORMATS[format].args, '-y', output]);
  return readFile(output);
}

async function main(): Promise<void> {
  const load = loadavg()[0]!.toFixed(1);
  const tts = createOfflineTextToSpeech();
  const stt = new PocketsphinxSpeechToText({ maxConcurrent: 1 });
  const decoder = createFfmpegDecoder();
  const work = await mkdtemp(join(tmpdir(), 'parley-phone-formats-'));
  const only = process.argv.find((a) => a.startsWith('--voices='))?.slice('--voices='.length).split(',');
  const voices = tts
    .voices()
    .filter((v) => v.engine === 'flite' || (v.engine === 'espeak-ng' && v.language.startsWith('en')))
    .map((v) => v.id)
    .filter((id) => !only || only.includes(id));
  const formats = Object.keys(FORMATS) as Format[];
  const rows: string[] = [];
  const decodeMs: Record<Format, number[]> = { 'MP4/AAC (iOS)': [], 'WebM/Opus (Android)': [] };
  const totals = { words: 0, wav: 0, ...Object.fromEntries(formats.map((f) => [f, 0])) } as Record<string, number>;
  try {
    for (const voiceId of voices) {
      const errors: Record<string, number> = { wav: 0 };
      let words = 0;
      for (const sentence of EVERYDAY_SENTENCES) {
        const ref = normaliseWords(sentence);
        words += ref.length;
        const wav = (await tts.synthesize({ text: sentence, voiceId })).audio;
        errors.wav! += editDistance(ref, normaliseWords((await stt.transcribe(wav)).text));
        for (const format of formats) {
          const recording = await encode(wav, format, work);
          if (sniffAudio(recording) !== (format.startsWith('MP4') ? 'mp4' : 'webm')) throw new Error(`${format} did not sniff as expected`);
          const started = performance.now();
          const decoded = await decoder.toWav(recording);
          decodeMs[format].push(performance.now() - started);
          errors[format] = (errors[format] ?? 0) + editDistance(ref, normaliseWords((await stt.transcribe(decoded)).text));
        }
      }
      const pct = (e: number) => `${((100 * e) / words).toFixed(1)} % (${e})`;
      rows.push(`| ${voiceId} | ${words} | ${pct(errors.wav!)} | ${formats.map((f) => pct(errors[f]!)).join(' | ')} |`);
      totals.words! += words;
      for (const key of ['wav', ...formats]) totals[key]! += errors[key]!;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
    await tts.close();
  }
  const pct = (e: number) => `**${((100 * e) / totals.words!).toFixed(1)} %** (${e})`;
  const out = [
    '## Phone recording formats: word error rate against WAV',
    '',
    'Command: `npx tsx bench/speech/phone-formats.ts` (from the repository root). ' +
      `${EVERYDAY_SENTENCES.length} everyday sentences per voice, spoken by Parley's offline voices, re-encoded by ffmpeg as phones record ` +
      '(iOS Safari: AAC-LC 64 kb/s in fragmented MP4, 48 kHz mono; Android Chrome: Opus 32 kb/s in WebM, 48 kHz mono), decoded by the ' +
      "server's `ai/speech/decode.ts` and recognised by PocketSphinx; WAV is the same audio unencoded (baseline, same run). " +
      `Deterministic engines, one pass. Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${load} at start (shared).`,
    '',
    `| voice | words | WAV WER (errors) | ${formats.map((f) => `${f} WER (errors)`).join(' | ')} |`,
    `|---|---|---|${formats.map(() => '---|').join('')}`,
    ...rows,
    `| all | ${totals.words} | ${pct(totals.wav!)} | ${formats.map((f) => pct(totals[f]!)).join(' | ')} |`,
    '',
    `Decoding one recording (ffmpeg to 16 kHz WAV), median: ${formats.map((f) => `${f} ${median(decodeMs[f]).toFixed(0)} ms`).join(', ')} (n = ${decodeMs[formats[0]!].length} each).`,
    '',
  ];
  console.log(out.join('\n'));
}

await main();
