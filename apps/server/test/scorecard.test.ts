// The tutor scorecard (issue 23, bench/scorecard) on small samples: the built-in partner passes every
// area, and a fake OpenAI-compatible model scripted to make known mistakes is caught in the right
// area for each. Then the server reports the stored scorecard of its own configuration. No time is
// asserted: the latency area is only checked to pass against a fast fake.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScorecard } from '../../../bench/scorecard/scorecard';
import { differingItems } from '../../../bench/scorecard/compare';
import { htmlReport } from '../../../bench/scorecard/report';
import { DEFAULT_THRESHOLDS, resolveThresholds } from '../../../bench/scorecard/thresholds';
import type { ScorecardResult } from '../../../bench/scorecard/types';
import { startFakeChatServer, streamPieces, type ChatRequest } from '../src/ai/conversation/fake-chat-server';
import { GRAMMAR_PROMPT } from '../src/ai/language/grammar/model-grammar';
import { CONTENT_SAFETY_PROMPT } from '../src/ai/conversation/prompt';
import { writeScorecard } from '../src/modules/operations/scorecard-store';
import { migrateToLatest, openSqlite } from '../src/db/database';
import { buildTestApp } from './support/app';

const RUN_MS = 120_000;
const answer = (res: ServerResponse, content: string) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
};

// A reply far above an A1 learner's level that ignores whatever the learner said or asked.
const LOFTY =
  'Notwithstanding the aforementioned circumstances, one must acknowledge the ubiquitous juxtaposition of ephemeral predilections, quintessential idiosyncrasies and perspicacious ruminations, which invariably engender a rather disconcerting conundrum for the uninitiated interlocutor, irrespective of their erstwhile proclivities. Anyway, what is your favourite colour?';

/**
 * The planted mistakes: every second grammar check answers broken JSON (format), the others flag the
 * first word of correct English (grammar false alarms); chat replies "correct" the learner's first
 * word when the rules found nothing (correcting correct English) and say nothing when the rules did
 * find a mistake (missing errors); and every reply is the same lofty line (ignores the question,
 * far above the level).
 */
function mistakenModel() {
  let grammarCalls = 0;
  return (req: ChatRequest, res: ServerResponse) => {
    const system = req.body.messages?.[0]?.content ?? '';
    const user = req.body.messages?.at(-1)?.content ?? '';
    if (system === GRAMMAR_PROMPT) {
      grammarCalls += 1;
      const first = /^\S+/.exec(user)?.[0] ?? user;
      if (grammarCalls % 2 === 0) return answer(res, 'Sure! Here are the issues I found: {"issues": [{"start": 0, "text": ');
      return answer(res, JSON.stringify({ issues: [{ start: 0, end: first.length, text: first, suggestion: `${first}s`, explanation: 'Wrong word.', category: 'agreement' }] }));
    }
    if (system === CONTENT_SAFETY_PROMPT) return answer(res, 'SAFE');
    if (!req.body.stream) return answer(res, 'Yes.\nNo.\nMaybe.');
    if (user.startsWith('(The learner has opened the chat')) return streamPieces(res, ['Hello! ', 'How are you?']);
    const rulesFound = system.includes('The grammar check found one mistake');
    const word = /[A-Za-z']+/.exec(user)?.[0] ?? 'I';
    const note = rulesFound ? '' : `Quick fix: "${word}" → "${word}s" (agreement). `;
    return streamPieces(res, `${note}${LOFTY}`.split(/(?<= )/));
  };
}

describe('tutor scorecard', () => {
  let builtIn: ScorecardResult;
  let mistaken: ScorecardResult;
  let fake: Awaited<ReturnType<typeof startFakeChatServer>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-scorecard-'));

  beforeAll(async () => {
    fake = await startFakeChatServer(mistakenModel());
  });

  afterAll(async () => {
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes the built-in partner in every area on a quick sample, held to floors below the aims', { timeout: RUN_MS }, async () => {
    // The default thresholds are the issues' aims, which the built-in partner does not all meet
    // (docs/benchmarks.md); on a four-probe sample one failure is 25 %. These floors catch a broken
    // partner without failing on the sample's luck.
    const floors = resolveThresholds(undefined, ['probes.minPassRate=0.6', 'chatCorrections.minRecall=0.5', 'chatCorrections.minExactRate=0.5', 'chatCorrections.maxFalseAlarmRate=0.25', 'grammar.maxFalseAlarmRate=0.2']);
    builtIn = await runScorecard({ env: {}, quick: true, sampleScale: 0.35, thresholds: floors });
    expect(builtIn.configuration).toMatch(/built-in practice partner/);
    expect(builtIn.areas.map((a) => [a.area, a.passed, a.summary]).filter(([, passed]) => !passed)).toEqual([]);
    expect(builtIn.areas.map((a) => a.area)).toEqual(['probes', 'grammar', 'chatCorrections', 'levelFit', 'latency', 'format']);
    expect(builtIn.passed).toBe(true);
  });

  it('catches each mistake of a fake model scripted to make them, in its own area', { timeout: RUN_MS }, async () => {
    mistaken = await runScorecard({ env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'mistaken-fake' }, quick: true, sampleScale: 0.35, thresholds: DEFAULT_THRESHOLDS });
    const area = (name: string) => mistaken.areas.find((a) => a.area === name)!;
    expect(mistaken.configuration).toMatch(/mistaken-fake/);
    expect(mistaken.passed).toBe(false);
    // Ignoring the learner's question (and everything else they say).
    expect(area('probes').passed).toBe(false);
    // Correcting correct English in its grammar JSON.
    expect(area('grammar').passed).toBe(false);
    expect(area('grammar').figures.falseAlarmRate).toBeGreaterThan(DEFAULT_THRESHOLDS.grammar.maxFalseAlarmRate);
    // Correcting correct chat turns, and missing the errors the rules found.
    expect(area('chatCorrections').passed).toBe(false);
    expect(area('chatCorrections').figures.falseAlarmRate).toBeGreaterThan(0.5);
    expect(area('chatCorrections').figures.recall).toBeLessThan(DEFAULT_THRESHOLDS.chatCorrections.minRecall);
    // Far above the level asked for.
    expect(area('levelFit').passed).toBe(false);
    expect(area('levelFit').figures['A1.rareWordShare']).toBeGreaterThan(DEFAULT_THRESHOLDS.levelFit.maxRareWordShare.A1);
    // Broken JSON: counted as unusable by the parser, flagged by the format area.
    expect(area('format').passed).toBe(false);
    expect(area('format').figures['grammar-json.unusableRate']).toBeGreaterThan(0.3);
    expect(mistaken.formatCounts.reply.clean).toBeGreaterThan(0);
    // A fast fake is not slow: that area stays green, so the others are not failing wholesale.
    expect(area('latency').passed).toBe(true);
  });

  it('compares the two on the same items, and writes an HTML report with no external fetch', () => {
    const diffs = differingItems(builtIn, mistaken);
    expect(diffs.length).toBeGreaterThan(3);
    expect(new Set(diffs.map((d) => d.area))).toEqual(new Set(['probes', 'grammar', 'chatCorrections', 'levelFit']));
    expect(diffs.every((d) => !d.id.startsWith('blind'))).toBe(true);
    const html = htmlReport(mistaken);
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/\b(src|href)="https?:/);
  });

  it('lets the operator set thresholds by file values and flags', () => {
    const file = path.join(dataDir, 'thresholds.json');
    writeFileSync(file, JSON.stringify({ probes: { minPassRate: 0.5 }, grammar: { maxFalseAlarmRate: 0.1 } }));
    const t = resolveThresholds(file, ['grammar.maxFalseAlarmRate=0.2', 'levelFit.maxMedianWords.A1=12']);
    expect(t.probes.minPassRate).toBe(0.5);
    expect(t.grammar.maxFalseAlarmRate).toBe(0.2);
    expect(t.grammar.minRecall).toBe(DEFAULT_THRESHOLDS.grammar.minRecall);
    expect(t.levelFit.maxMedianWords.A1).toBe(12);
    expect(() => resolveThresholds(undefined, ['grammar.nope=1'])).toThrow(/unknown setting grammar.nope/);
  });

  it('is reported by the server for its own configuration, and said to be of another one after a model change', async () => {
    writeScorecard(dataDir, builtIn, htmlReport(builtIn));
    const ask = async (env: Record<string, string>) => {
      const database = openSqlite(':memory:');
      await migrateToLatest(database.db);
      const app = await buildTestApp(database, { env: { DATA_DIR: dataDir, ...env } });
      try {
        const ready = (await app.inject({ method: 'GET', url: '/api/ready' })).json();
        const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
        return { scorecard: ready.data.scorecard, metrics };
      } finally {
        await app.close();
        await database.db.destroy();
      }
    };
    const same = await ask({});
    expect(same.scorecard).toMatchObject({ status: 'current', fingerprint: builtIn.fingerprint, passed: true });
    expect(same.scorecard.areas).toHaveLength(6);
    expect(same.metrics).toMatch(/^parley_scorecard_current 1$/m);
    expect(same.metrics).toMatch(/^parley_scorecard_area_passed\{area="grammar"\} 1$/m);
    const other = await ask({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'another-model' });
    expect(other.scorecard).toMatchObject({ status: 'other-configuration', scoredConfiguration: builtIn.configuration });
    expect(other.metrics).toMatch(/^parley_scorecard_current 0$/m);
    const none = await ask({ DATA_DIR: path.join(dataDir, 'empty') });
    expect(none.scorecard).toMatchObject({ status: 'missing' });
    expect(none.scorecard.areas).toBeUndefined();
  });
});
