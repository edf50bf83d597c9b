/**
 * Two ways to tell a right reading of a minimal pair's target word from a swapped one (issue 18), on the
 * same clips, as the area under the ROC curve (1 = always told apart, 0.5 = chance):
 *  - GOP: the target's substituted phone forced onto the audio (phone-level alignment of the right
 *    sentence) against a free phone loop (`-allphone`) over the same frames, per frame;
 *  - readings: the sentence aligned with the right pronunciation and with the swapped one, per frame of the
 *    word (what sound-assess.ts's confirmVariants does).
 *   npx tsx bench/speech/gop-vs-readings.ts [--half tune|report|blind|blind2]
 * Clips: the four flite voices reading each pair right and swapped. Both use `-compallsen yes` so that
 * scores of different searches over the same audio compare (forced-alignment.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cmuPronunciations, loadCmu } from '../../apps/server/src/ai/speech/assessment/cmu';
import { createOfflineTextToSpeech } from '../../apps/server/src/ai/speech/tts/index';
import { toSpeechWav } from '../../apps/server/src/ai/speech/wav';
import { POCKETSPHINX_MODEL_DIR as M } from '../../apps/server/src/ai/installed';
import { BLIND_MINIMAL_PAIRS, BLIND_MINIMAL_PAIRS_2, MINIMAL_PAIRS } from './minimal-pairs';

const half = process.argv[process.argv.indexOf('--half') + 1] ?? 'tune';
const pairs = half === 'blind' ? BLIND_MINIMAL_PAIRS : half === 'blind2' ? BLIND_MINIMAL_PAIRS_2 : MINIMAL_PAIRS.filter((_, i) => (half === 'tune' ? i % 2 === 0 : i % 2 === 1));
const voices = ['flite-slt', 'flite-rms', 'flite-awb', 'flite-kal16'];
const D = mkdtempSync(join(tmpdir(), 'gop-'));

interface Seg { start: number; end: number; ascr: number; token: string }
/** -hypseg: `id S s T t A a L l` then `start ascr lscr token` per segment and the end frame. */
function segments(line: string): { acoustic: number; segs: Seg[] } {
  const t = line.trim().split(/\s+/);
  const segs: Seg[] = [];
  let k = 9;
  for (; k + 3 < t.length; k += 4) segs.push({ start: Number(t[k]), ascr: Number(t[k + 1]), token: t[k + 3]!, end: 0 });
  segs.forEach((s, i) => (s.end = segs[i + 1]?.start ?? Number(t[k])));
  return { acoustic: Number(t[6]), segs };
}
function batch(ids: string[], args: string[]): string[] {
  writeFileSync(join(D, 'ctl'), `${ids.join('\n')}\n`);
  execFileSync('pocketsphinx_batch', ['-ctl', join(D, 'ctl'), '-cepdir', D, '-cepext', '.wav', '-adcin', 'yes', '-adchdr', '44', '-hmm', join(M, 'en-us'), '-compallsen', 'yes', '-hypseg', join(D, 'seg'), '-logfn', '/dev/null', ...args]);
  return readFileSync(join(D, 'seg'), 'utf8').split('\n').filter(Boolean);
}
/** A JSGF of phone tokens (`w<word>p<phone>_<PHONE>`) in order: the sentence forced at phone level. */
function phoneGrammar(prons: string[][], name: string): string[] {
  const toks = prons.flatMap((ph, w) => ph.map((p, i) => `w${w}p${i}_${p}`));
  writeFileSync(join(D, `${name}.dict`), `${toks.map((t) => `${t} ${t.split('_')[1]}`).join('\n')}\n`);
  writeFileSync(join(D, `${name}.jsgf`), `#JSGF V1.0;\ngrammar f;\npublic <u> = ${toks.join(' ')} ;\n`);
  return ['-jsgf', join(D, `${name}.jsgf`), '-dict', join(D, `${name}.dict`)];
}
const overlapScore = (loop: Seg[], start: number, end: number) =>
  loop.reduce((n, s) => { const o = Math.min(end, s.end) - Math.max(start, s.start); return o > 0 ? n + (s.ascr * o) / (s.end - s.start) : n; }, 0);

async function main() {
  const cmu = await loadCmu();
  const tts = createOfflineTextToSpeech();
  const results: Array<{ swapped: boolean; gop: number; readings: number; id: string }> = [];
  const pending: Array<{ id: string; swapped: boolean; word: number; phone: number; forced: string; variant: string }> = [];
  for (const [n, pair] of pairs.entries()) {
    const words = pair.sentence.toLowerCase().replace(/[^a-z' ]/g, ' ').split(/\s+/).filter(Boolean);
    const prons = words.map((w) => cmuPronunciations(cmu, w)[0]);
    const ti = words.indexOf(pair.target);
    if (ti < 0 || prons.some((p) => !p)) continue;
    const right = prons[ti]!;
    const [from, to] = pair.sub.split('>');
    const k = pair.sub === 'final-dropped' || pair.sub === 'vowel-inserted' ? right.length - 1 : right.indexOf(from!);
    if (k < 0) continue;
    const swapped = pair.sub === 'final-dropped' ? right.slice(0, -1) : pair.sub === 'vowel-inserted' ? [...right, 'AH'] : right.map((p, i) => (i === k ? to! : p));
    const forcedArgs = phoneGrammar(prons as string[][], 'right');
    const variantArgs = phoneGrammar(prons.map((p, i) => (i === ti ? swapped : p)) as string[][], 'swap');
    for (const voiceId of voices) {
      const ids = [`p${n}-${voiceId}-r`, `p${n}-${voiceId}-s`];
      const texts = [pair.sentence, pair.sentence.replace(new RegExp(`\\b${pair.target}\\b`, 'i'), pair.swapped)];
      for (const [i, text] of texts.entries()) writeFileSync(join(D, `${ids[i]}.wav`), toSpeechWav((await tts.synthesize({ text, voiceId })).audio));
      const forced = batch(ids, forcedArgs);
      const variant = batch(ids, variantArgs);
      ids.forEach((id, i) => pending.push({ id, swapped: i === 1, word: ti, phone: k, forced: forced[i]!, variant: variant[i]! }));
    }
  }
  const loops = new Map(batch(pending.map((p) => p.id), ['-allphone', join(M, 'en-us-phone.lm.bin'), '-allphone_ci', 'yes']).map((l) => [l.split(' ')[0]!, segments(l).segs]));
  for (const p of pending) {
    const forced = segments(p.forced);
    const seg = forced.segs.find((s) => s.token.startsWith(`w${p.word}p${p.phone}_`));
    const wordSegs = forced.segs.filter((s) => s.token.startsWith(`w${p.word}p`));
    const loop = loops.get(p.id);
    if (!seg || !loop || wordSegs.length === 0) continue;
    const frames = wordSegs.at(-1)!.end - wordSegs[0]!.start;
    results.push({
      id: p.id,
      swapped: p.swapped,
      gop: (seg.ascr - overlapScore(loop, seg.start, seg.end)) / Math.max(1, seg.end - seg.start),
      readings: (forced.acoustic - segments(p.variant).acoustic) / Math.max(1, frames),
    });
  }
  await tts.close();
  rmSync(D, { recursive: true, force: true });
  const auc = (key: 'gop' | 'readings') => {
    const pos = results.filter((r) => !r.swapped).map((r) => r[key]);
    const neg = results.filter((r) => r.swapped).map((r) => r[key]);
    let wins = 0;
    for (const a of pos) for (const b of neg) wins += a > b ? 1 : a === b ? 0.5 : 0;
    return (wins / Math.max(1, pos.length * neg.length)).toFixed(3);
  };
  console.log(`half=${half} clips=${results.length} (right ${results.filter((r) => !r.swapped).length}, swapped ${results.filter((r) => r.swapped).length})`);
  console.log(`AUC, GOP of the substituted phone against a free phone loop: ${auc('gop')}`);
  console.log(`AUC, right reading against swapped reading (forced alignments): ${auc('readings')}`);
}

void main();
