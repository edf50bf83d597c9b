/**
 * Benchmark of the conversation engine and the streamed chat path.
 *   npx tsx bench/conversation/run.ts
 * Writes bench/conversation/RESULTS.md:
 *  1. built-in practice partner: time for a whole reply (scene turns and free chat), median and p99;
 *  2. the delay the server adds before the first streamed token, over real HTTP on loopback,
 *     with an engine that answers instantly (in process) and with an OpenAI-compatible server
 *     that answers instantly (loopback), both on SQLite.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, platform, release } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEVELS } from '@parley/contract/common';
import { loadContentPack } from '@parley/content/load-content';
import { createPracticePartner } from '../../apps/server/src/ai/conversation/practice-partner';
import { judgeSceneTurn } from '../../apps/server/src/ai/conversation/scene-judge';
import { startFakeChatServer, streamPieces } from '../../apps/server/src/ai/conversation/fake-chat-server';
import type { ConversationEngine, HistoryTurn, Level } from '../../apps/server/src/ai/conversation/types';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';
import { buildTestApp } from '../../apps/server/test/support/app';
import { signUp } from '../../apps/server/test/support/accounts';

const here = dirname(fileURLToPath(import.meta.url));
const pack = loadContentPack();

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, median: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}
const ms = (v: number) => `${v.toFixed(3)} ms`;

async function drain(pieces: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const p of pieces) out += p;
  return out;
}

async function benchPartner() {
  const partner = createPracticePartner({ questionBanks: () => pack.questionBanks });
  const signal = new AbortController().signal;
  const sceneSamples: number[] = [];
  const freeSamples: number[] = [];
  const roles = pack.roles;
  for (let round = 0; round < 10; round += 1) {
    for (const scene of pack.scenes) {
      const role = roles[round % roles.length]!;
      let state = { turn: 0, misses: 0, hintedTurns: 0 };
      const history: HistoryTurn[] = [];
      for (const [i, turn] of scene.turns.entries()) {
        const said = i % 2 === 0 ? turn.expected.examples[0]! : 'I am not sure.';
        const t0 = performance.now();
        const step = judgeSceneTurn(scene, state, said);
        const reply = await drain(
          partner.reply({
            role, roleKind: role.id === 1 ? 'teacher' : 'friend', style: role.styles[0] ?? null, level: scene.level as Level, nativeLanguage: null,
            scene, sceneStep: step, history: history.slice(-10), learnerText: said, signal,
          }),
        );
        sceneSamples.push(performance.now() - t0);
        history.push({ from: 'learner', text: said }, { from: 'ai', text: reply });
        state = { turn: step.nextTurn, misses: step.misses, hintedTurns: step.hintedTurns };
      }
    }
  }
  const lines = ['My name is Ana.', "I'm from Lima.", 'I love cooking pasta.', 'Yes, every weekend.', 'No, not really.', 'What about you?', "I don't understand.", 'I think it is fun.'];
  for (let c = 0; c < 60; c += 1) {
    const role = roles[c % roles.length]!;
    const aiLines: string[] = [];
    const level: Level = LEVELS[c % LEVELS.length] ?? 'A1';
    for (let i = 0; i < 30; i += 1) {
      const said = lines[i % lines.length]!;
      const t0 = performance.now();
      const reply = await drain(
        partner.reply({
          role, roleKind: role.id === 1 ? 'teacher' : 'friend', style: role.styles[0] ?? null, level, nativeLanguage: null,
          topicTag: pack.questionBanks[c % pack.questionBanks.length]!.tag, history: [], earlierAiLines: aiLines, learnerText: said, signal,
        }),
      );
      freeSamples.push(performance.now() - t0);
      aiLines.push(reply);
    }
  }
  return { scene: stats(sceneSamples), free: stats(freeSamples) };
}

/** POSTs a streamed chat and returns ms to the first token event and to the end. */
function streamedChat(port: number, token: string, agent: http.Agent, n: number): Promise<{ first: number; total: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = -1;
    let buffer = '';
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: 'POST', path: '/api/transform/v1/chatByContext', headers: { token, accept: 'text/event-stream', 'content-type': 'application/json' } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          buffer += d;
          if (first < 0 && buffer.includes('event: token')) first = performance.now() - t0;
        });
        res.on('end', () => {
          if (!buffer.includes('event: done')) reject(new Error(`no done event: ${buffer.slice(0, 300)}`));
          else resolve({ first, total: performance.now() - t0 });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ roleId: 2, content: `Message number ${n}, I like tea.`, chatNum: 10 }));
  });
}

async function benchServer(label: string, options: { engine?: ConversationEngine; env?: Record<string, string> }) {
  const database = openSqlite(':memory:');
  await migrateToLatest(database.db);
  const app = await buildTestApp(database, { ...(options.engine ? { conversationEngine: options.engine } : {}), ...(options.env ? { env: options.env } : {}) });
  const token = (await signUp(app, `bench.${Date.now()}@example.com`)).token;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 30; i += 1) await streamedChat(port, token, agent, i); // warm-up
  const firsts: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const { first, total } = await streamedChat(port, token, agent, 100 + i);
    firsts.push(first);
    totals.push(total);
  }
  agent.destroy();
  await app.close();
  await database.db.destroy();
  return { label, first: stats(firsts), total: stats(totals) };
}

const instant: ConversationEngine = {
  async *reply() {
    yield 'Sure, ';
    yield 'tell me more.';
  },
  async *opening() {
    yield 'Hi!';
  },
  describe: () => ({ engine: 'openai-compatible', model: 'instant' }),
};

async function main() {
  const partner = await benchPartner();
  const inProcess = await benchServer('instant engine in process', { engine: instant });
  const model = await startFakeChatServer((_req, res) => streamPieces(res, ['Sure, ', 'tell me more.']));
  const overHttp = await benchServer('instant OpenAI-compatible server on loopback', { env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'instant' } });
  await model.close();
  const partnerServer = await benchServer('built-in practice partner', {});

  const md = `# Conversation benchmark

Run: \`npx tsx bench/conversation/run.ts\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${platform()} ${release()}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}.
Shared machine: figures are indicative.

## Built-in practice partner: time for a whole reply

All ${pack.scenes.length} scenes ×10 (every turn, half of them missed on purpose) and 60 free chats of 30 turns
(all levels, both roles). Times include the scene judge and the question pick; no grammar engine.

| mode | replies | median | p99 | max |
|---|---|---|---|---|
| scene turn | ${partner.scene.n} | ${ms(partner.scene.median)} | ${ms(partner.scene.p99)} | ${ms(partner.scene.max)} |
| free chat | ${partner.free.n} | ${ms(partner.free.median)} | ${ms(partner.free.p99)} | ${ms(partner.free.max)} |

Target: under 50 ms per reply.

## Delay the server adds before the first streamed token

\`POST /api/transform/v1/chatByContext\` with \`Accept: text/event-stream\` over HTTP on loopback, keep-alive,
one learner, SQLite in memory, 300 requests after 30 warm-up. The time covers the session check, the
content check, the chat slot, storing the learner message, reading the last 10 turns and the AI lines,
and the engine's first piece; "total" adds storing the reply and the \`done\` event.

| engine | first token median | first token p99 | whole answer median | whole answer p99 |
|---|---|---|---|---|
${[inProcess, overHttp, partnerServer].map((r) => `| ${r.label} | ${ms(r.first.median)} | ${ms(r.first.p99)} | ${ms(r.total.median)} | ${ms(r.total.p99)} |`).join('\n')}
`;
  writeFileSync(join(here, 'RESULTS.md'), md);
  console.log(md);
}

await main();
