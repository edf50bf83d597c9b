/**
 * Dialogue probe runner: plays each probe's turns through the built-in partner exactly as a chat turn
 * runs in the server (the real app over an in-memory SQLite database, one new learner per probe,
 * startChat then chatByContext / the scene's chatByContext through app.inject), then checks the probe's
 * `expect` list on the last reply.
 *   npx tsx bench/conversation/probes.ts                 every subfolder of probes/
 *   npx tsx bench/conversation/probes.ts dev             one folder (several may be named)
 *   npx tsx bench/conversation/probes.ts dev --show      also print each failure (never used on blind sets)
 *   npx tsx bench/conversation/probes.ts dev --transcript <probe-id>   print one probe's whole exchange
 * Failure details of a folder whose name starts with "blind" are never printed: blind sets are not tuned on,
 * except rounds in TUNED_ROUNDS: measured unseen once (the figure is in the closing notes), then handed
 * to tuning, so their later figures are development figures, not blind ones.
 * The tutor scorecard (bench/scorecard) imports play() and loadProbes(); main() runs only from the command line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrateToLatest, openSqlite } from '../../apps/server/src/db/database';
import { buildTestApp } from '../../apps/server/test/support/app';
import { get, post, signUp } from '../../apps/server/test/support/accounts';
import { checkExpectation, type Expectation, type ProbeOutcome } from './probe-checks';

export interface Probe {
  id: string;
  kind: string;
  role: 'teacher' | 'friend';
  level?: string;
  nativeLanguage?: string;
  correctionLevel?: 'off' | 'meaning' | 'all';
  topic?: string;
  scene?: string;
  turns: Array<string | { text: string; voice?: boolean }>;
  expect: Expectation[];
}

const ROOT = path.resolve(import.meta.dirname, '../..');
export const PROBES = path.join(import.meta.dirname, 'probes');
const args = process.argv.slice(2);
const show = args.includes('--show');
const transcriptId = args.includes('--transcript') ? args[args.indexOf('--transcript') + 1] : undefined;
const named = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--transcript');
const folders = fs
  .readdirSync(PROBES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && (named.length === 0 || named.includes(d.name)))
  .map((d) => d.name)
  .sort();

const sceneIds = new Map<string, number>();
for (const file of fs.readdirSync(path.join(ROOT, 'content/scenes'))) {
  const scene = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/scenes', file), 'utf8')) as { id: number };
  sceneIds.set(file.replace(/\.json$/, ''), scene.id);
}

/** Every probe of one folder of probes/, in file order. */
export function loadProbes(folder: string): Probe[] {
  return fs
    .readdirSync(path.join(PROBES, folder))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(PROBES, folder, f), 'utf8')) as Probe[]);
}

/** Blind rounds measured unseen and since tuned on (bench/blind-sets.md says when). */
export const TUNED_ROUNDS: readonly string[] = ['blind-3', 'blind-4', 'blind-5', 'blind-6', 'blind-7', 'blind-8', 'blind-9', 'blind-10', 'blind-11', 'blind-12', 'blind-13', 'blind-14', 'blind-15', 'blind-16', 'blind-17', 'blind-18', 'blind-19', 'blind-20', 'blind-21', 'blind-22', 'blind-23', 'blind-24', 'blind-25', 'blind-26', 'blind-27', 'blind-28', 'blind-29', 'blind-30', 'blind-31', 'blind-32'];

const roleIdOf = (role: Probe['role']) => (role === 'teacher' ? 1 : 2);

/** Plays one probe as a new learner; returns every reply and what the checks need. */
export async function play(app: FastifyInstance, probe: Probe, n: number): Promise<ProbeOutcome & { lines: string[] }> {
  const { token } = await signUp(app, `probe.${n}.${Date.now()}@example.com`);
  const headers = { token };
  const roleId = roleIdOf(probe.role);
  const sceneId = probe.scene ? sceneIds.get(probe.scene) : undefined;
  if (probe.scene && sceneId === undefined) throw new Error(`${probe.id}: unknown scene ${probe.scene}`);
  const overrides = {
    ...(probe.level ? { level: probe.level } : {}),
    ...(probe.nativeLanguage ? { nativeLanguage: probe.nativeLanguage } : {}),
  };
  if (probe.correctionLevel) {
    // The learner's saved correction level, when this build has the setting (the grammar half adds it).
    // The probe format says 'all'; the contract's word for it is 'everything'.
    const correctionLevel = probe.correctionLevel === 'all' ? 'everything' : probe.correctionLevel;
    await post(app, '/api/user/v1/updateUserSettings', { correctionLevel }, headers);
  }
  const query = new URLSearchParams({ roleId: String(roleId), ...(sceneId ? { sceneId: String(sceneId) } : {}), ...(probe.topic ? { topic: probe.topic } : {}), ...overrides });
  const opening = await get(app, `/api/common/v1/startChat?${query.toString()}`, headers);
  if (opening.body.errCode !== 0) throw new Error(`${probe.id}: startChat failed: ${opening.body.message}`);
  const lines = [`AI: ${opening.body.data.message.content as string}`];
  const replies: string[] = [opening.body.data.message.content as string];
  let turnBefore = 0;
  let turnAfter = 0;
  for (const [i, turn] of probe.turns.entries()) {
    const text = typeof turn === 'string' ? turn : turn.text;
    const voice = typeof turn === 'string' ? false : turn.voice === true;
    const url = sceneId ? '/api/aiTopic/v1/chatByContext' : '/api/transform/v1/chatByContext';
    const payload = { roleId, content: text, ...(sceneId ? { sceneId } : {}), ...(probe.topic && !sceneId ? { topic: probe.topic } : {}), ...overrides, ...(voice ? { voice: true } : {}) };
    const res = await post(app, url, payload, headers);
    if (res.body.errCode !== 0) {
      lines.push(`LEARNER: ${text}`, `(error ${res.body.errCode}: ${res.body.message})`);
      replies.push(`(error ${res.body.errCode})`);
      continue;
    }
    lines.push(`LEARNER${voice ? ' (voice)' : ''}: ${text}`, `AI: ${res.body.data.reply.content as string}`);
    replies.push(res.body.data.reply.content as string);
    if (i === probe.turns.length - 1 && res.body.data.sceneProgress) turnAfter = res.body.data.sceneProgress.turn as number;
    else if (res.body.data.sceneProgress) turnBefore = res.body.data.sceneProgress.turn as number;
  }
  return { reply: replies[replies.length - 1]!, previous: replies[replies.length - 2] ?? '', learnerText: probe.turns.length ? String(typeof probe.turns.at(-1) === 'string' ? probe.turns.at(-1) : (probe.turns.at(-1) as { text: string }).text) : '', sceneTurnBefore: turnBefore, sceneTurnAfter: turnAfter, lines };
}

async function main() {
  const database = openSqlite(':memory:');
  await migrateToLatest(database.db);
  const app = await buildTestApp(database);
  const summary: string[] = [];
  let n = 0;
  for (const folder of folders) {
    const blind = folder.startsWith('blind') && !TUNED_ROUNDS.includes(folder);
    const probes = loadProbes(folder);
    const byKind = new Map<string, { pass: number; total: number }>();
    const halves = new Map<string, { pass: number; total: number }>();
    let passed = 0;
    for (const probe of probes) {
      if (transcriptId && probe.id !== transcriptId) continue;
      n += 1;
      const outcome = await play(app, probe, n);
      const failures = probe.expect.map((e) => checkExpectation(e, outcome)).filter((f): f is string => f !== null);
      const ok = failures.length === 0;
      if (ok) passed += 1;
      const k = byKind.get(probe.kind) ?? { pass: 0, total: 0 };
      byKind.set(probe.kind, { pass: k.pass + (ok ? 1 : 0), total: k.total + 1 });
      const half = /^dev-([a-z])-/.exec(probe.id)?.[1];
      if (half) {
        const h = halves.get(half) ?? { pass: 0, total: 0 };
        halves.set(half, { pass: h.pass + (ok ? 1 : 0), total: h.total + 1 });
      }
      if (transcriptId) console.log(outcome.lines.join('\n'));
      if (!ok && show && !blind) console.log(`FAIL ${folder}/${probe.id} [${probe.kind}]\n  ${outcome.lines.slice(-4).join('\n  ')}\n  → ${failures.join('; ')}`);
    }
    if (transcriptId) continue;
    const pct = (p: number, t: number) => `${p}/${t} (${t ? ((100 * p) / t).toFixed(1) : '0'} %)`;
    summary.push(`## ${folder}: ${pct(passed, probes.length)}`);
    for (const [half, h] of [...halves].sort()) summary.push(`  half ${half.toUpperCase()}: ${pct(h.pass, h.total)}`);
    for (const [kind, k] of [...byKind].sort()) summary.push(`  ${kind.padEnd(22)} ${pct(k.pass, k.total)}`);
  }
  console.log(summary.join('\n'));
  await app.close();
  await database.db.destroy();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
