/**
 * Speech recognition with the decoder kept loaded (issue 18) against a PocketSphinx process per
 * clip, on the same clips in the same run: the everyday sentences read by the four flite voices.
 * Reports the time per clip, the real-time factor (time ÷ audio length) and the word error rate
 * of each, rounds interleaved so the machine's load falls on both alike. With --library, two more:
 * the server's context decoder (PocketSphinx's C library in a child process, stt/context-decoder.ts)
 * with the general model alone, and with a turn's model mixed in (one question, the same for every
 * clip: this times the swap of the turn's model, not what the context is worth).
 *   npx tsx bench/speech/warm-decoder.ts [rounds=3] [--library]
 */
import { cpus, loadavg } from 'node:os';
import { editDistance, normaliseWords } from '../../apps/server/src/ai/speech/assessment/align';
import { EVERYDAY_SENTENCES } from '../../apps/server/src/ai/speech/fixtures/sentences';
import { PocketsphinxSpeechToText } from '../../apps/server/src/ai/speech/stt/pocketsphinx';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';
import { toSpeechWav, wavDurationMs } from '../../apps/server/src/ai/speech/wav';
import { ContextDecoder } from '../../apps/server/src/ai/speech/stt/context-decoder';
import { CONTEXT_FLAT_UNIGRAM, contextArpa } from '../../apps/server/src/ai/speech/stt/context-lm';
import { DEFAULT_POCKETSPHINX_MODEL_DIR } from '../../apps/server/src/ai/speech/stt/index';

const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const withLibrary = process.argv.includes('--library');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const tts = createOfflineTextToSpeech();
const voices = tts.voices().filter((v) => v.engine === 'flite').map((v) => v.id);
const clips: Array<{ text: string; audio: Buffer; ms: number }> = [];
for (const voiceId of voices) {
  for (const text of EVERYDAY_SENTENCES) {
    const { audio } = await tts.synthesize({ text, voiceId });
    clips.push({ text, audio, ms: wavDurationMs(audio) });
  }
}
await tts.close();

interface Decoder {
  transcribe(audio: Buffer): Promise<{ text: string }>;
}
const loaded = new PocketsphinxSpeechToText();
await loaded.warmUp(); // loaded at server start, as warmUpSpeechEngines does
const library = withLibrary ? new ContextDecoder({ modelDir: DEFAULT_POCKETSPHINX_MODEL_DIR }) : null;
const turnModel = contextArpa(['What did you do at the weekend?'], { flatUnigram: CONTEXT_FLAT_UNIGRAM });
const viaLibrary = (decoder: ContextDecoder, arpa: string | null): Decoder => ({
  transcribe: async (audio) => ({ text: (await decoder.decode(toSpeechWav(audio), arpa)).map((w) => w.word).join(' ') }),
});
const decoders: Record<string, Decoder> = {
  'process per clip': new PocketsphinxSpeechToText({ warm: false }),
  'loaded decoder': loaded,
  ...(library ? { 'context decoder, general model': viaLibrary(library, null), "context decoder, a turn's model mixed in": viaLibrary(library, turnModel) } : {}),
};
if (library) await library.decode(toSpeechWav(clips[0]!.audio), null); // loaded first, as warmUp does

type Name = keyof typeof decoders;
const names = Object.keys(decoders);
const times: Record<Name, number[][]> = Object.fromEntries(names.map((n) => [n, []]));
const errors: Record<Name, number> = Object.fromEntries(names.map((n) => [n, 0]));
let words = 0;
for (let round = 0; round < rounds; round++) {
  // Interleaved: each round starts with the next decoder, so the machine's load falls on all alike.
  const order: Name[] = names.map((_, i) => names[(i + round) % names.length]!);
  for (const name of order) {
    const took: number[] = [];
    for (const clip of clips) {
      const started = performance.now();
      const heard = await decoders[name]!.transcribe(clip.audio);
      took.push(performance.now() - started);
      if (round === 0) errors[name]! += editDistance(normaliseWords(clip.text), normaliseWords(heard.text));
    }
    times[name]!.push(took);
  }
  if (round === 0) words = clips.reduce((n, clip) => n + normaliseWords(clip.text).length, 0);
}
await loaded.close();
await library?.close();

const audioMs = clips.map((c) => c.ms);
console.log(`${clips.length} clips (${EVERYDAY_SENTENCES.length} sentences × ${voices.join(', ')}), median audio ${(median(audioMs) / 1000).toFixed(2)} s; ${rounds} rounds; ${cpus().length} cores; load ${loadavg()[0]!.toFixed(1)}`);
console.log('');
console.log('| decoder | median time per clip | p90 | median real-time factor | word error rate |');
console.log('|---|---:|---:|---:|---:|');
for (const name of Object.keys(decoders) as Name[]) {
  // per clip, the median over rounds; then the median and p90 over clips
  const perClip = clips.map((_, i) => median(times[name]!.map((round) => round[i]!)));
  const rtf = perClip.map((t, i) => t / audioMs[i]!);
  console.log(`| ${name} | ${median(perClip).toFixed(0)} ms | ${percentile(perClip, 90).toFixed(0)} ms | ${median(rtf).toFixed(3)} | ${((100 * errors[name]!) / words).toFixed(1)} % (${errors[name]}/${words}) |`);
}
