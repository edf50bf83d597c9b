/**
 * A recording begun anywhere in a sentence (issue 18): the voice-turn journey's fake microphone loops
 * e2e/fixtures/voice-turn.wav and is opened at any point of it. For each start, every 0.2 s, a clip of
 * the given length is cut from the loop, recognised, and assessed against the recognised text + " please"
 * (what the journey sends after its edit); prints each clip's score and how many said "does not match".
 *   npx tsx bench/speech/loop-offsets.ts [seconds=4.4] [recording.wav]
 */
import fs from 'node:fs';
import path from 'node:path';
import { PocketsphinxGrammarDecoder, assessSounds } from '../../apps/server/src/ai/speech/assessment/index';
import { PocketsphinxSpeechToText } from '../../apps/server/src/ai/speech/stt/pocketsphinx';
import { decodeWavMono, encodeWav16 } from '../../apps/server/src/ai/speech/wav';

async function main() {
  const seconds = Number(process.argv[2] ?? 4.4);
  const file = process.argv[3] ?? path.resolve(import.meta.dirname, '../../e2e/fixtures/voice-turn.wav');
  const { samples, sampleRate } = decodeWavMono(fs.readFileSync(file));
  const decoder = new PocketsphinxGrammarDecoder({ timeoutMs: 120_000 });
  const stt = new PocketsphinxSpeechToText({ timeoutMs: 120_000 });
  let clips = 0;
  let mismatches = 0;
  for (let from = 0; from < samples.length; from += Math.round(0.2 * sampleRate)) {
    const clip = Float32Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) => samples[(from + i) % samples.length]!);
    const wav = encodeWav16(clip, sampleRate);
    const transcript = await stt.transcribe(wav);
    const r = await assessSounds(`${transcript.text} please`, wav, { decoder, transcript });
    clips++;
    if (r.mismatch) mismatches++;
    console.log(`${(from / sampleRate).toFixed(1)} s  ${r.mismatch ? 'does not match' : `score ${r.score}`}  "${transcript.text}"`);
  }
  console.log(`${seconds} s clips: ${mismatches} of ${clips} starts said "does not match"`);
}

void main();
