/**
 * Context-biased recognition by mixing a per-turn language model into the general one (issue 18 §3):
 * general decoding against the mixed model, same clips, same run. The turn's model is built from the
 * partner's question, the scene turn's examples, key words and hint, and the learner's facts
 * (stt/context-lm.ts); the mixing is PocketSphinx's own interpolation, through its C library, in the
 * server's context decoder (stt/context-decoder.ts). Clips: the answers read by flite-slt.
 * The server uses weight CONTEXT_WEIGHT with flat unigrams; without --weights, that is what runs.
 *   npx tsx bench/speech/context-interpolation.ts --set tune [--weights 1e-9,1e-5,1e-2] [--unigrams counted|flat] [--args "-beam 1e-60"]
 *   npx tsx bench/speech/context-interpolation.ts --set blind [--weights 1e-3] [--unigrams flat]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loadContentPack } from '../../content/load-content';
import { editDistance } from '../../apps/server/src/ai/speech/assessment/align';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';
import { ContextDecoder } from '../../apps/server/src/ai/speech/stt/context-decoder';
import { CONTEXT_FLAT_UNIGRAM, CONTEXT_WEIGHT, contextArpa, spokenWords } from '../../apps/server/src/ai/speech/stt/context-lm';
import { DEFAULT_POCKETSPHINX_MODEL_DIR } from '../../apps/server/src/ai/speech/stt/index';
import { toSpeechWav } from '../../apps/server/src/ai/speech/wav';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const set = arg('set', 'tune');
const weights = arg('weights', String(CONTEXT_WEIGHT)).split(',').map(Number);
// flat: each context word's unigram is CONTEXT_FLAT_UNIGRAM, so the turn's model lifts its phrases rather than its words.
const unigrams = arg('unigrams', 'flat');
const flatUnigram = unigrams === 'flat' ? CONTEXT_FLAT_UNIGRAM : undefined;
// Further decoder arguments for the mixed runs, e.g. --args "-beam 1e-60 -wbeam 1e-40" (the server adds
// none); the general model always decodes with the defaults, as the server's does.
const decoderArgs = arg('args', '').split(' ').filter(Boolean);

interface Clip {
  answer: string;
  inContext: boolean;
  context: string[];
}

const pack = loadContentPack();
function sceneLines(slug: string, turn: number): string[] {
  const t = pack.scenes.find((s) => s.slug === slug)?.turns[turn];
  return t ? [t.ai, ...t.expected.examples, ...t.expected.keywords, t.hint] : [];
}

function clips(): Clip[] {
  if (set === 'tune') {
    const items = JSON.parse(readFileSync('bench/speech/context-answers/tune.json', 'utf8')) as Array<{ scene?: string; turn?: number; question?: string; answer: string; inContext: boolean }>;
    return items.map((it) => ({ answer: it.answer, inContext: it.inContext, context: it.scene !== undefined ? sceneLines(it.scene, it.turn ?? 0) : [it.question ?? ''] }));
  }
  type Blind = { context: { question?: string; scene?: string; turn?: number; hints?: string[]; facts?: string[] }; inContext: string; outOfContext: string };
  const items = JSON.parse(readFileSync('bench/speech/corpus/context-answers-blind.json', 'utf8')) as Blind[];
  return items.flatMap((it) => {
    const c = it.context;
    const context = [
      ...(c.question ? [c.question] : []),
      ...(c.scene !== undefined ? sceneLines(c.scene, c.turn ?? 0) : []),
      ...(c.hints ?? []),
      ...(c.facts ?? []).map((f) => f.replace(/^[^:]+:\s*/, '')),
    ];
    return [{ answer: it.inContext, inContext: true, context }, { answer: it.outOfContext, inContext: false, context }];
  });
}

// "ok" and "okay" are one word to a listener.
const words = (text: string) => spokenWords(text).map((w) => (w === 'ok' ? 'okay' : w));
const all = clips();
const tts = createOfflineTextToSpeech();
const audio: Buffer[] = [];
for (const clip of all) audio.push(toSpeechWav((await tts.synthesize({ text: clip.answer, voiceId: 'flite-slt' })).audio));
await tts.close();

const arpas = all.map((clip) => contextArpa(clip.context, { flatUnigram }));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;

async function run(weight: number | null): Promise<{ in: number; out: number; ms: number }> {
  // A fresh decoder per run: each sees the clips in the same order from the same start.
  const decoder = new ContextDecoder({ modelDir: DEFAULT_POCKETSPHINX_MODEL_DIR, ...(weight === null ? {} : { weight, decoderArgs }) });
  await decoder.decode(audio[0]!, null); // loaded before the clock starts
  const errors = { in: 0, out: 0 };
  const took: number[] = [];
  for (const [i, clip] of all.entries()) {
    const started = performance.now();
    const heard = (await decoder.decode(audio[i]!, weight === null ? null : arpas[i]!)).map((w) => w.word).join(' ');
    took.push(performance.now() - started);
    errors[clip.inContext ? 'in' : 'out'] += editDistance(words(clip.answer), words(heard));
  }
  await decoder.close();
  return { ...errors, ms: median(took) };
}

const wordsIn = all.filter((c) => c.inContext).reduce((n, c) => n + words(c.answer).length, 0);
const wordsOut = all.filter((c) => !c.inContext).reduce((n, c) => n + words(c.answer).length, 0);
const change = (now: number, before: number) => (before === 0 ? '—' : `${now - before >= 0 ? '+' : ''}${Math.round((100 * (now - before)) / before)} %`);
console.log(`${set}: ${all.length} clips (flite-slt), ${wordsIn} words in context, ${wordsOut} out of context; unigrams ${unigrams}; arguments ${decoderArgs.join(' ') || 'none'}; load ${loadavg()[0]!.toFixed(1)}`);
const general = await run(null);
console.log('\n| decoding | errors in context | change | errors out of context | change | median time per clip |\n|---|---:|---:|---:|---:|---:|');
console.log(`| general model | ${general.in} / ${wordsIn} | | ${general.out} / ${wordsOut} | | ${Math.round(general.ms)} ms |`);
for (const w of weights) {
  const mixed = await run(w);
  console.log(`| mixed with the turn's model, weight ${w} | ${mixed.in} / ${wordsIn} | ${change(mixed.in, general.in)} | ${mixed.out} / ${wordsOut} | ${change(mixed.out, general.out)} | ${Math.round(mixed.ms)} ms |`);
}
