// Grammar corpus report: recall per category and false-positive rate per category for Harper alone
// and for the full engine (Harper + learner rules), on the development sets (the rules were tuned
// on them) and on the blind set (never tuned), plus check time over several runs.
// Run: npx tsx bench/grammar/corpus-report.ts   (writes bench/grammar/RESULTS.md)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGrammarEngine } from '../../apps/server/src/ai/language/grammar/grammar-engine';
import { loadCorpus, scoreChecker, type CorpusScore, type CorpusSet } from '../../apps/server/src/ai/language/grammar/corpus-eval';
import type { GrammarIssue } from '../../apps/server/src/ai/language/grammar/grammar-types';

const RUNS = 5;
const DEV_SETS: CorpusSet[] = ['main', 'heldout', 'fresh'];
const CATEGORIES = ['agreement', 'tense', 'article', 'preposition', 'word-order', 'verb-form', 'word-choice', 'plural', 'spelling', 'pronoun', 'capitalization', 'punctuation', 'other'];

const pct = (x: number | undefined) => (x === undefined ? '–' : `${(x * 100).toFixed(1)} %`);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

interface Combined {
  byCategory: Record<string, { total: number; detected: number }>;
  flaggedBy: Record<string, number>;
  detected: number;
  total: number;
  flagged: number;
  correct: number;
  missed: string[];
  flaggedCorrect: CorpusScore['flaggedCorrect'];
}

async function score(check: (text: string) => Promise<GrammarIssue[]>, sets: CorpusSet[]): Promise<Combined> {
  const out: Combined = { byCategory: {}, flaggedBy: {}, detected: 0, total: 0, flagged: 0, correct: 0, missed: [], flaggedCorrect: [] };
  for (const set of sets) {
    const s = await scoreChecker(check, set);
    for (const [category, b] of Object.entries(s.byCategory)) {
      const bucket = (out.byCategory[category] ??= { total: 0, detected: 0 });
      bucket.total += b.total;
      bucket.detected += b.detected;
      out.total += b.total;
      out.detected += b.detected;
    }
    for (const [category, rate] of Object.entries(s.falsePositivesByCategory)) out.flaggedBy[category] = (out.flaggedBy[category] ?? 0) + Math.round(rate * s.correctTotal);
    out.flagged += s.falsePositives;
    out.correct += s.correctTotal;
    out.missed.push(...s.missed);
    out.flaggedCorrect.push(...s.flaggedCorrect);
  }
  return out;
}

const recallOf = (c: Combined, category: string) => {
  const b = c.byCategory[category];
  return b && b.total > 0 ? b.detected / b.total : undefined;
};

const setupStart = performance.now();
const engine = await createGrammarEngine();
const setupMs = performance.now() - setupStart;

const fullCheck = async (t: string) => (await engine.check(t)).issues;
const harperCheck = (t: string) => engine.harperOnly(t);
const fullDev = await score(fullCheck, DEV_SETS);
const harperDev = await score(harperCheck, DEV_SETS);
const fullBlind = await score(fullCheck, ['blind']);
const harperBlind = await score(harperCheck, ['blind']);

// Parley's own lesson content (content/**/*.json): correct, mostly British English, written by
// others. Every flagged sentence is a false alarm (or a typo in the content).
function contentSentences(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/^[A-Z][^{}<>]{15,300}[.?!]$/.test(value) && value.split(' ').length > 3) for (const s of value.split(/(?<=[.?!])\s+/)) if (s.length > 12) found.add(s);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const walk = (dir: string): void => {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.json')) visit(JSON.parse(fs.readFileSync(file, 'utf8')));
    }
  };
  const root = path.join(import.meta.dirname, '../../content');
  if (fs.existsSync(root)) walk(root);
  return [...found];
}
const content = contentSentences();
let contentRules = 0;
let contentHarper = 0;
const contentFlagged: string[] = [];
for (const text of content) {
  const rules = engine.rulesOnly(text);
  const harper = await engine.harperOnly(text);
  if (rules.length > 0) contentRules += 1;
  if (harper.length > 0) contentHarper += 1;
  const full = (await engine.check(text)).issues;
  if (full.length > 0) contentFlagged.push(`“${text}” (${full.map((i) => `${i.text}→${i.suggestion}`).join('; ')})`);
}

const allTexts = (['main', 'heldout', 'fresh', 'blind'] as CorpusSet[]).flatMap((set) => {
  const { errors, correct } = loadCorpus(set);
  return [...errors.map((e) => e.text), ...correct];
});
const fullTimes: number[] = [];
const rulesTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  for (const text of allTexts) {
    const t0 = performance.now();
    await engine.check(text);
    fullTimes.push(performance.now() - t0);
    const t1 = performance.now();
    engine.rulesOnly(text);
    rulesTimes.push(performance.now() - t1);
  }
}

const categories = CATEGORIES.filter((c) => fullDev.byCategory[c] || fullBlind.byCategory[c] || fullDev.flaggedBy[c] || harperDev.flaggedBy[c]);
const fpRate = (c: Combined, category: string) => (c.flaggedBy[category] ?? 0) / c.correct;
const lines = [
  '## Grammar check (learner corpus)',
  '',
  `Command: \`npx tsx bench/grammar/corpus-report.ts\` · machine: nproc ${os.availableParallelism()} (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version} · ${new Date().toISOString().slice(0, 10)}`,
  '',
  'Corpus: learner sentences written for Parley (apps/server/src/ai/language/grammar/corpus, see its README). ' +
    `**Development** = main + held-out + fresh sets (${fullDev.total} error sentences, ${fullDev.correct} correct): the learner rules were tuned on them, so the full-engine figures there are in-sample and optimistic. ` +
    `**Blind** = ${fullBlind.total} error sentences and ${fullBlind.correct} correct ones written after the rules were finished and never tuned on: the honest estimate for new learner text.`,
  '',
  'A sentence counts as detected when an issue overlaps every listed wrong word span; a correct sentence is a false positive when any issue is reported on it. Recall is grouped by the category of the sentence\'s first listed error; false positives by the category of the issue reported.',
  '',
  '### Recall',
  '',
  '| category | dev sentences | Harper alone | full engine | blind sentences | Harper alone (blind) | full engine (blind) |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...categories
    .filter((c) => fullDev.byCategory[c] || fullBlind.byCategory[c])
    .map((c) => `| ${c} | ${fullDev.byCategory[c]?.total ?? 0} | ${pct(recallOf(harperDev, c))} | ${pct(recallOf(fullDev, c))} | ${fullBlind.byCategory[c]?.total ?? 0} | ${pct(recallOf(harperBlind, c))} | ${pct(recallOf(fullBlind, c))} |`),
  `| **all** | ${fullDev.total} | ${pct(harperDev.detected / harperDev.total)} | ${pct(fullDev.detected / fullDev.total)} | ${fullBlind.total} | ${pct(harperBlind.detected / harperBlind.total)} | ${pct(fullBlind.detected / fullBlind.total)} |`,
  '',
  '### False positives (share of correct sentences flagged)',
  '',
  '| issue category | Harper alone (dev) | full engine (dev) | Harper alone (blind) | full engine (blind) |',
  '|---|---:|---:|---:|---:|',
  ...categories.map((c) => `| ${c} | ${pct(fpRate(harperDev, c))} | ${pct(fpRate(fullDev, c))} | ${pct(fpRate(harperBlind, c))} | ${pct(fpRate(fullBlind, c))} |`),
  `| **any** (${fullDev.correct} dev / ${fullBlind.correct} blind correct sentences) | ${pct(harperDev.flagged / harperDev.correct)} | ${pct(fullDev.flagged / fullDev.correct)} | ${pct(harperBlind.flagged / harperBlind.correct)} | ${pct(fullBlind.flagged / fullBlind.correct)} |`,
  '',
  `Parley's lesson content (${content.length} correct sentences from content/**/*.json, written by others, mostly British English): flagged by Harper alone ${pct(contentHarper / Math.max(1, content.length))}, by the learner rules ${pct(contentRules / Math.max(1, content.length))}, by the full engine ${pct(contentFlagged.length / Math.max(1, content.length))}. ` +
    'Before the learner filter and rule fixes made against it, Harper flagged 48 (2.9 %) and the rules 12 (0.7 %) of 1,631 such sentences, so this figure too is now in-sample.' +
    (contentFlagged.length > 0 ? ` Flagged: ${contentFlagged.slice(0, 20).join(', ')}.` : ''),
  '',
  'The blind false-positive figure rests on 30 sentences only: 0 of 30 is compatible with a true rate up to ~10 %.',
  '',
  '### Time',
  '',
  `Engine set-up (Harper WASM load): ${setupMs.toFixed(0)} ms, once per process. Check time per sentence, ${RUNS} runs over all ${allTexts.length} sentences (${fullTimes.length} checks): ` +
    `full engine median ${quantile(fullTimes, 0.5).toFixed(2)} ms, p95 ${quantile(fullTimes, 0.95).toFixed(2)} ms; learner rules alone median ${quantile(rulesTimes, 0.5).toFixed(2)} ms, p95 ${quantile(rulesTimes, 0.95).toFixed(2)} ms.`,
  '',
  '### First runs (recorded, not recomputed)',
  '',
  'Each set was scored once before the rules were changed for it: held-out 38.4 % full / 21.7 % Harper (3.5 % false positives, engine of commit 55727c2); fresh 57.9 % / 18.4 % (0 %); blind 62.5 % / 25.0 % (0 %). No rule was changed for the blind set; after it, only the Harper filter and rule false alarms found on the lesson content were fixed.',
  '',
  '"Harper alone" is Harper 2.10 (American dialect) after the learner filter (style lints, British spellings, compounds, acronyms, hyphenated parts and known false alarms dropped; bad split suggestions such as "informations → in formations" dropped).',
  '',
  `Missed in the blind set: ${fullBlind.missed.map((m) => `“${m}”`).join(', ') || 'none'}.`,
  '',
  `Missed in the development sets: ${fullDev.missed.map((m) => `“${m}”`).join(', ') || 'none'}.`,
  '',
  `Correct sentences flagged: ${[...fullDev.flaggedCorrect, ...fullBlind.flaggedCorrect].map((f) => `“${f.text}” (${f.issues.join('; ')})`).join(', ') || 'none'}.`,
  '',
];
const report = `${lines.join('\n')}\n`;
fs.writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), report);
console.log(report);
