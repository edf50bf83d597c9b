/**
 * Reply time of the built-in partner against a baseline partner, in the same run, interleaved
 * (the machine is shared: only figures taken side by side compare).
 *   git show <commit>:apps/server/src/ai/conversation/practice-partner.ts > apps/server/src/ai/conversation/baseline-partner.tmp.ts
 *   npx tsx bench/conversation/partner-baseline.ts ./baseline-partner.tmp.ts ; rm apps/server/src/ai/conversation/baseline-partner.tmp.ts
 * Both get the same free chats (60 × 30 turns, every level, both roles) and every scene turn ×5;
 * both get the lexicon as in the server (a baseline from before the partner took one ignores it, which
 * made it look faster than it was: the 2026-11-30 figures are the first with both given it). No grammar engine.
 * Prints median and p99 of each of 3 rounds, then the median of the rounds, and the load average.
 */
import { loadavg } from 'node:os';
import { LEVELS } from '@parley/contract/common';
import { loadContentPack } from '@parley/content/load-content';
import { createPracticePartner } from '../../apps/server/src/ai/conversation/practice-partner';
import { judgeSceneTurn } from '../../apps/server/src/ai/conversation/scene-judge';
import type { ConversationEngine, HistoryTurn, Level } from '../../apps/server/src/ai/conversation/types';
import { createLanguageEngines } from '../../apps/server/src/ai/language/language-engines';

const pack = loadContentPack();
const signal = new AbortController().signal;
const baselinePath = process.argv[2];
const language = createLanguageEngines({});
const lexicon = language.lexicon();
const deps: Parameters<typeof createPracticePartner>[0] = { questionBanks: () => pack.questionBanks, language: () => ({ lookup: (w) => lexicon.lookupSync(w), knows: (w) => lexicon.lemmatize(w) !== null }) };
const current = createPracticePartner(deps);
type Factory = (given: typeof deps) => ConversationEngine;
const baseline = baselinePath
  ? ((await import(`../../apps/server/src/ai/conversation/${baselinePath.replace(/^\.\//, '')}`)) as { createPracticePartner: Factory }).createPracticePartner(deps)
  : null;

async function drain(pieces: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const p of pieces) out += p;
  return out;
}
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const LINES = ['My name is Ana.', "I'm from Lima.", 'I love cooking pasta.', 'Yes, every weekend.', 'No, not really.', 'What about you?', "I don't understand.", 'What does reluctant mean?', 'My dog died yesterday.', 'I think it is fun.'];

async function round(partner: ConversationEngine): Promise<{ free: number[]; scene: number[] }> {
  const free: number[] = [];
  const scene: number[] = [];
  for (let c = 0; c < 60; c += 1) {
    const role = pack.roles[c % pack.roles.length]!;
    const aiLines: string[] = [];
    const history: HistoryTurn[] = [];
    for (let i = 0; i < 30; i += 1) {
      const said = LINES[i % LINES.length]!;
      const t0 = performance.now();
      const reply = await drain(partner.reply({ role, roleKind: role.id === 1 ? 'teacher' : 'friend', style: role.styles[0] ?? null, level: LEVELS[c % LEVELS.length] as Level, nativeLanguage: null, topicTag: pack.questionBanks[c % pack.questionBanks.length]!.tag, history: history.slice(-10), earlierAiLines: aiLines, learnerText: said, signal }));
      free.push(performance.now() - t0);
      aiLines.push(reply);
      history.push({ from: 'learner', text: said }, { from: 'ai', text: reply });
    }
  }
  for (let r = 0; r < 5; r += 1) {
    for (const s of pack.scenes) {
      const role = pack.roles[r % pack.roles.length]!;
      let state = { turn: 0, misses: 0, hintedTurns: 0 };
      const history: HistoryTurn[] = [];
      for (const [i, turn] of s.turns.entries()) {
        const said = i % 2 === 0 ? turn.expected.examples[0]! : 'I am not sure.';
        const t0 = performance.now();
        const step = judgeSceneTurn(s, state, said);
        const reply = await drain(partner.reply({ role, roleKind: 'teacher', style: null, level: s.level as Level, nativeLanguage: null, scene: s, sceneStep: step, history: history.slice(-10), learnerText: said, signal }));
        scene.push(performance.now() - t0);
        history.push({ from: 'learner', text: said }, { from: 'ai', text: reply });
        state = { turn: step.nextTurn, misses: step.misses, hintedTurns: step.hintedTurns };
      }
    }
  }
  return { free, scene };
}

const rows: Record<string, { free: number[][]; scene: number[][] }> = { current: { free: [], scene: [] }, baseline: { free: [], scene: [] } };
const loadBefore = loadavg();
for (let k = 0; k < 3; k += 1) {
  for (const [name, partner] of [['current', current], ['baseline', baseline]] as const) {
    if (!partner) continue;
    const r = await round(partner);
    rows[name]!.free.push([pct(r.free, 0.5), pct(r.free, 0.99)]);
    rows[name]!.scene.push([pct(r.scene, 0.5), pct(r.scene, 0.99)]);
  }
}
const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log('| partner | mode | median (median of 3 rounds) | p99 (median of 3 rounds) | p99 per round |');
console.log('|---|---|---|---|---|');
for (const [name, r] of Object.entries(rows)) {
  for (const mode of ['free', 'scene'] as const) {
    if (r[mode].length === 0) continue;
    console.log(`| ${name} | ${mode} | ${mid(r[mode].map((x) => x[0]!)).toFixed(3)} ms | ${mid(r[mode].map((x) => x[1]!)).toFixed(3)} ms | ${r[mode].map((x) => x[1]!.toFixed(2)).join(' / ')} |`);
  }
}
