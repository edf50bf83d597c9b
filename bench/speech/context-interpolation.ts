/**
 * Context-biased recognition by mixing a per-turn language model into the general one (issue 18 §3):
 * general decoding against the mixed model, same clips, same run. The turn's model is built from the
 * partner's question, the scene turn's examples, key words and hint, and the learner's facts
 * (context-lm/arpa.ts); the mixing is PocketSphinx's own interpolation, through its C library
 * (context-lm/decoder.ts). Clips: the answers read by flite-slt.
 *   npx tsx bench/speech/context-interpolation.ts --set tune [--weights 1e-9,1e-5,1e-2] [--unigrams counted|flat]
 *   npx tsx bench/speech/context-interpolation.ts --set blind --weights 1e-5 --unigrams flat
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContentPack } from '../../content/load-content';
import { editDistance } from '../../apps/server/src/ai/speech/assessment/align';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';
import { contextArpa, spokenWords } from './context-lm/arpa';
import { libraryDecoder } from './context-lm/decoder';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const set = arg('set', 'tune');
const weights = arg('weights', '1e-9').split(',').map(Number);
// flat: each context word's unigram is 1e-4, so the turn's model lifts its phrases rather than its words.
const unigrams = arg('unigrams', 'counted');
const flatUnigram = unigrams === 'flat' ? 1e-4 : undefined;

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
for (const clip of all) audio.push((await tts.synthesize({ text: clip.answer, voiceId: 'flite-slt' })).audio);
await tts.close();

const dir = mkdtempSync(join(tmpdir(), 'parley-context-lm-'));
const empty = join(dir, 'empty.arpa');
writeFileSync(empty, contextArpa(['hello']));
const arpaFiles = all.map((clip, i) => {
  const file = join(dir, `c${i}.arpa`);
  writeFileSync(file, contextArpa(clip.context, { flatUnigram }));
  return file;
});

function run(weight: number | null): { in: number; out: number } {
  // A fresh decoder per run: each sees the clips in the same order from the same start.
  const decoder = libraryDecoder(weight, empty);
  const errors = { in: 0, out: 0 };
  all.forEach((clip, i) => {
    const heard = decoder.decode(audio[i]!, weight === null ? undefined : arpaFiles[i]);
    errors[clip.inContext ? 'in' : 'out'] += editDistance(words(clip.answer), words(heard));
  });
  return errors;
}

const wordsIn = all.filter((c) => c.inContext).reduce((n, c) => n + words(c.answer).length, 0);
const wordsOut = all.filter((c) => !c.inContext).reduce((n, c) => n + words(c.answer).length, 0);
const change = (now: number, before: number) => (before === 0 ? '—' : `${now - before >= 0 ? '+' : ''}${Math.round((100 * (now - before)) / before)} %`);
console.log(`${set}: ${all.length} clips (flite-slt), ${wordsIn} words in context, ${wordsOut} out of context; unigrams ${unigrams}; load ${loadavg()[0]!.toFixed(1)}`);
const general = run(null);
console.log('\n| decoding | errors in context | change | errors out of context | change |\n|---|---:|---:|---:|---:|');
console.log(`| general model | ${general.in} / ${wordsIn} | | ${general.out} / ${wordsOut} | |`);
for (const w of weights) {
  const mixed = run(w);
  console.log(`| mixed with the turn's model, weight ${w} | ${mixed.in} / ${wordsIn} | ${change(mixed.in, general.in)} | ${mixed.out} / ${wordsOut} | ${change(mixed.out, general.out)} |`);
}
rmSync(dir, { recursive: true, force: true });
