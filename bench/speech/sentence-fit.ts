/**
 * Does a recording say the expected sentence? (issue 18; sound-assess.ts: sentenceFit, or the confirmation's
 * run.) For each minimal pair, the four flite voices read the sentence right, swapped, and the next pair's sentence instead; each recording
 * is aligned with the pair's sentence and with free phones, and the gain of free phones per frame is printed
 * by kind of recording (a recording of another sentence should gain far more). With `--assess`, each
 * recording of another sentence also goes through the whole assessment, which should say "does not match".
 *   npx tsx bench/speech/sentence-fit.ts [--half tune|report|blind|blind2] [--assess]
 */
import { cmuPronunciations, loadCmu } from '../../apps/server/src/ai/speech/assessment/cmu';
import { tokenize } from '../../apps/server/src/ai/speech/assessment/assess';
import { FREE_PHONES } from '../../apps/server/src/ai/speech/assessment/forced-alignment';
import { MAX_FREE_PHONES_GAIN, PocketsphinxGrammarDecoder, assessSounds } from '../../apps/server/src/ai/speech/assessment/index';
import { PocketsphinxSpeechToText } from '../../apps/server/src/ai/speech/stt/pocketsphinx';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';
import { BLIND_MINIMAL_PAIRS, BLIND_MINIMAL_PAIRS_2, MINIMAL_PAIRS } from './minimal-pairs';

const half = process.argv.includes('--half') ? process.argv[process.argv.indexOf('--half') + 1]! : 'tune';
const withAssess = process.argv.includes('--assess');
const pairs = half === 'blind' ? BLIND_MINIMAL_PAIRS : half === 'blind2' ? BLIND_MINIMAL_PAIRS_2 : MINIMAL_PAIRS.filter((_, i) => (half === 'tune' ? i % 2 === 0 : i % 2 === 1));
const voices = ['flite-slt', 'flite-rms', 'flite-awb', 'flite-kal16'];

async function main() {
  const cmu = await loadCmu();
  const tts = createOfflineTextToSpeech();
  const decoder = new PocketsphinxGrammarDecoder({ timeoutMs: 120_000 });
  const stt = new PocketsphinxSpeechToText({ timeoutMs: 120_000 });
  const reading = (sentence: string) => tokenize(sentence).map((t) => cmuPronunciations(cmu, t.norm)[0] ?? null);
  const gains: Record<'right' | 'swapped' | 'other', number[]> = { right: [], swapped: [], other: [] };
  let unaligned = 0;
  let others = 0;
  let othersMismatch = 0;
  for (const [i, pair] of pairs.entries()) {
    const other = pairs[(i + 1) % pairs.length]!.sentence;
    for (const voiceId of voices) {
      const clips = { right: pair.sentence, swapped: pair.sentence.replace(new RegExp(`\\b${pair.target}\\b`, 'i'), pair.swapped), other } as const;
      for (const [kind, text] of Object.entries(clips) as Array<[keyof typeof clips, string]>) {
        const audio = (await tts.synthesize({ text, voiceId })).audio;
        const [sentence, free] = await decoder.alignReadings(audio, [reading(pair.sentence), FREE_PHONES]);
        // a sentence PocketSphinx cannot force onto the recording at all fits it less than any gain
        if (!sentence || !free) unaligned += kind === 'other' ? 1 : 0;
        else gains[kind].push((free.acoustic - sentence.acoustic) / free.frames);
        if (withAssess && kind === 'other') {
          others++;
          if ((await assessSounds(pair.sentence, audio, { decoder, transcript: await stt.transcribe(audio) })).mismatch) othersMismatch++;
        }
      }
    }
  }
  await tts.close();
  console.log(`half=${half} pairs=${pairs.length}; gain of free phones over the sentence, log units per frame (the limit is ${MAX_FREE_PHONES_GAIN}):`);
  for (const [kind, values] of Object.entries(gains)) {
    values.sort((a, b) => a - b);
    const q = (f: number) => values[Math.min(values.length - 1, Math.floor(values.length * f))]?.toFixed(1);
    console.log(`  ${kind}: ${values.length} recordings, min ${q(0)}, median ${q(0.5)}, max ${values.at(-1)?.toFixed(1)}; over the limit ${values.filter((g) => g > MAX_FREE_PHONES_GAIN).length}`);
  }
  console.log(`  other sentence that could not be aligned at all: ${unaligned}`);
  if (withAssess) console.log(`whole assessment: ${othersMismatch} of ${others} recordings of another sentence said "does not match"`);
}

void main();
