/**
 * Minimal-pair benchmark of pronunciation assessment (issue 18).
 *   npx tsx bench/speech/minimal-pairs-run.ts [--half tune|report|blind|blind2] [--weights 0.5,0.2] [--margins 4,6] [--accented] [--no-baseline] [--misses] [--flagged]
 * `--half blind` reads bench/speech/corpus/minimal-pairs-blind.json, written by someone who never ran the
 * assessment (bench/blind-sets.md): run it once, after tuning, and report it apart; `--half blind2` reads the
 * second such set, minimal-pairs-blind-2.json.
 * Reads every pair right and swapped with the built-in English voices (flite) — and with --accented also
 * with other languages' espeak-ng voices reading English — then scores each clip with the network
 * assessment and with today's scorer (words + phone loop), same clips, same run.
 */
import { cpus, loadavg } from 'node:os';
import { CONFIRM_MARGIN, DEFAULT_VARIANT_WEIGHT, PocketsphinxGrammarDecoder, assessSounds, scoreFromWords, type SoundAssessment } from '../../apps/server/src/ai/speech/assessment/index';
import { PocketsphinxSpeechToText } from '../../apps/server/src/ai/speech/stt/pocketsphinx';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';
import { BLIND_MINIMAL_PAIRS, BLIND_MINIMAL_PAIRS_2, MINIMAL_PAIRS, type MinimalPair } from './minimal-pairs';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const half = arg('half') ?? 'report';
const weights = (arg('weights') ?? String(DEFAULT_VARIANT_WEIGHT)).split(',').map(Number);
const margins = (arg('margins') ?? String(CONFIRM_MARGIN)).split(',').map(Number);
/** every variant weight with every confirmation margin */
const settings = weights.flatMap((weight) => margins.map((margin) => ({ weight, margin, name: `variant weight ${weight}, margin ${margin}` })));
const withBaseline = !process.argv.includes('--no-baseline');
const accented = process.argv.includes('--accented');
const limit = arg('limit') ? Number(arg('limit')) : Infinity;

const pairs = (half === 'blind' ? BLIND_MINIMAL_PAIRS : half === 'blind2' ? BLIND_MINIMAL_PAIRS_2 : MINIMAL_PAIRS.filter((_, i) => (half === 'tune' ? i % 2 === 0 : i % 2 === 1))).slice(0, limit);
const englishVoices = ['flite-slt', 'flite-rms', 'flite-awb', 'flite-kal16'];
const accentVoices = ['espeak-es-female', 'espeak-fr-fr-male', 'espeak-de-female', 'espeak-ja-male', 'espeak-ru-female', 'espeak-pt-br-male'];
const voices = accented ? accentVoices : englishVoices;

/** Does a swapped reading's result name the substituted sound the swap made? */
function rightSound(word: { status: string; mistake?: string; phoneResults?: Array<{ expected: string | null; heard: string | null; status: string }> } | undefined, sub: string): boolean {
  if (!word || word.status !== 'mispronounced') return false;
  if (sub === 'final-dropped' || sub === 'vowel-inserted') return word.mistake === sub;
  const [from, to] = sub.split('>');
  return !!word.phoneResults?.some((r) => r.status === 'substituted' && r.expected === from && r.heard === to);
}

const targetOf = <W extends { word: string }>(words: readonly W[], pair: MinimalPair) => words.find((w) => w.word.toLowerCase() === pair.target);

interface Tally { pairs: number; pairOk: number; falseAlarm: number; anyWordFlagged: number; mismatch: number; swapDetected: number; swapRightSound: number; ms: number[] }
const tally = (): Tally => ({ pairs: 0, pairOk: 0, falseAlarm: 0, anyWordFlagged: 0, mismatch: 0, swapDetected: 0, swapRightSound: 0, ms: [] });

async function main() {
  const tts = createOfflineTextToSpeech();
  // generous limits: the benchmark shares a loaded machine, and a slow clip is still a result
  const stt = new PocketsphinxSpeechToText({ timeoutMs: 120_000 });
  const decoder = new PocketsphinxGrammarDecoder({ timeoutMs: 120_000 });
  const stats = new Map(settings.map((setting) => [setting, tally()]));
  const base = { pairs: 0, pairOk: 0, falseAlarm: 0, swapDetected: 0 };
  const misses: string[] = [];
  const load = loadavg()[0]!.toFixed(1);
  for (const pair of pairs) {
    for (const voiceId of voices) {
      const swappedText = pair.sentence.replace(new RegExp(`\\b${pair.target}\\b`, 'i'), pair.swapped);
      const clips = await Promise.all([pair.sentence, swappedText].map((text) => tts.synthesize({ text, voiceId }).then((r) => r.audio)));
      const transcripts = [await stt.transcribe(clips[0]!), await stt.transcribe(clips[1]!)];
      for (const setting of settings) {
        const s = stats.get(setting)!;
        const results: SoundAssessment[] = [];
        for (const [i, audio] of clips.entries()) {
          const t0 = performance.now();
          results.push(await assessSounds(pair.sentence, audio, { decoder, transcript: transcripts[i]!, variantWeight: setting.weight, confirmMargin: setting.margin }));
          s.ms.push(performance.now() - t0);
        }
        const [right, swapped] = results as [SoundAssessment, SoundAssessment];
        const rt = targetOf(right.words, pair);
        const st = targetOf(swapped.words, pair);
        const rightOk = !right.mismatch && rt?.status === 'correct';
        const swapOk = rightSound(st, pair.sub);
        s.pairs++;
        if (right.mismatch) s.mismatch++;
        if (!rightOk) s.falseAlarm++;
        // a right reading should leave every word correct, not only the target
        if (right.mismatch || right.words.some((w) => w.status !== 'correct')) s.anyWordFlagged++;
        if (process.argv.includes('--flagged') && right.words.some((w) => w.status !== 'correct')) console.log(`flagged ${voiceId} "${pair.sentence}": ${right.words.filter((w) => w.status !== 'correct').map((w) => `${w.word}=${w.status}:${w.heardPhones?.join(' ') ?? '-'}`).join(', ')}`);
        if (st?.status === 'mispronounced') s.swapDetected++;
        if (swapOk) s.swapRightSound++;
        if (rightOk && swapOk) s.pairOk++;
        else if (setting === settings[0]) misses.push(`${voiceId} "${pair.sentence}" ${pair.target}/${pair.swapped}: right=${rt?.status}${right.mismatch ? '(mismatch)' : ''}:${rt?.heardPhones?.join(' ') ?? '-'} swapped=${st?.status}${swapped.mismatch ? '(mismatch)' : ''}:${st?.heardPhones?.join(' ') ?? '-'}`);
      }
      if (withBaseline) {
        const [br, bs] = await Promise.all(
          clips.map(async (audio, i) => targetOf((await scoreFromWords(pair.sentence, transcripts[i]!, { phones: await stt.recognizePhones(audio) })).words, pair)?.status),
        );
        base.pairs++;
        if (br !== 'correct') base.falseAlarm++;
        if (bs !== 'correct') base.swapDetected++;
        if (br === 'correct' && bs !== 'correct') base.pairOk++;
      }
    }
  }
  await tts.close();
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  console.log(`half=${half} voices=${voices.join(',')} pairs=${pairs.length} cpus=${cpus().length} load1 at start=${load}`);
  for (const [setting, s] of stats) {
    const sorted = [...s.ms].sort((a, b) => a - b);
    const med = sorted[sorted.length >> 1] ?? 0;
    const p90 = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
    console.log(`network (${setting.name}): ${s.pairs} pair readings; pair judged right (right reading correct AND swap flagged with the right sound) ${pct(s.pairOk, s.pairs)}; false alarms on right readings ${pct(s.falseAlarm, s.pairs)} (of which "does not match" ${s.mismatch}); right readings with any word flagged ${pct(s.anyWordFlagged, s.pairs)}; swaps flagged ${pct(s.swapDetected, s.pairs)}, with the right sound ${pct(s.swapRightSound, s.pairs)}; assessment time per sentence median ${med.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms`);
  }
  if (withBaseline) console.log(`baseline (today's scorer: words + phone loop): pair judged right (right correct AND swap not correct; names no sound) ${pct(base.pairOk, base.pairs)}; false alarms ${pct(base.falseAlarm, base.pairs)}; swaps flagged ${pct(base.swapDetected, base.pairs)}`);
  if (process.argv.includes('--misses')) console.log(misses.join('\n'));
}

void main();
