// Area "grammar": the learner-error corpus through the app's grammar check
// (POST /api/transform/v1/checkGrammar: the rules, with the model's JSON check merged in when a
// model is configured). Recall and detection rule from corpus-eval.ts (isDetected); "exact" when
// applying an issue that covers each listed error gives that error's fix; a false alarm is any
// issue on a correct sentence. The blind set is counted only.
import type { FastifyInstance } from 'fastify';
import { isDetected, loadCorpus, occurrences, type CorpusEntry, type CorpusSet } from '../../../apps/server/src/ai/language/grammar/corpus-eval';
import type { GrammarIssue } from '../../../apps/server/src/ai/language/grammar/grammar-types';
import { post } from '../../../apps/server/test/support/accounts';
import { pct, rate, sample, type AreaResult, type EvalContext, type ItemResult } from '../types';

const QUICK_ERRORS = 12;
const QUICK_CORRECT = 12;
const space = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

async function check(app: FastifyInstance, content: string): Promise<GrammarIssue[]> {
  const res = await post(app, '/api/transform/v1/checkGrammar', { content });
  if (res.body.errCode !== 0) throw new Error(`checkGrammar: ${res.body.message as string}`);
  return res.body.data.issues as GrammarIssue[];
}

/** Each listed error has an issue on it whose suggestion, applied, gives the listed fix. */
export function isExact(entry: CorpusEntry, issues: readonly GrammarIssue[]): boolean {
  return entry.errors.every((error) =>
    occurrences(entry.text, error.wrong).some(([start, end]) => {
      const wanted = space(entry.text.slice(0, start) + error.fix + entry.text.slice(end));
      return issues.some((i) => i.start < end && Math.max(i.end, i.start + 1) > start && space(entry.text.slice(0, i.start) + i.suggestion + entry.text.slice(i.end)) === wanted);
    }),
  );
}

export async function grammarArea(ctx: EvalContext): Promise<AreaResult> {
  const started = performance.now();
  const sets: CorpusSet[] = ctx.quick ? ['main'] : ['main', 'heldout', 'fresh', 'blind'];
  const items: ItemResult[] = [];
  const blind: AreaResult['blind'] = [];
  const tally = { errors: 0, hit: 0, exact: 0, correct: 0, flagged: 0 };
  for (const set of sets) {
    const isBlind = set.startsWith('blind');
    const corpus = loadCorpus(set);
    const errors = sample(corpus.errors, ctx.quick, ctx.quickSize(QUICK_ERRORS));
    const correct = sample(corpus.correct, ctx.quick, ctx.quickSize(QUICK_CORRECT));
    let setPassed = 0;
    for (const entry of errors) {
      const issues = await check(ctx.app, entry.text);
      const hit = isDetected(entry, issues);
      const exact = hit && isExact(entry, issues);
      tally.errors += 1;
      tally.hit += hit ? 1 : 0;
      tally.exact += exact ? 1 : 0;
      setPassed += hit ? 1 : 0;
      if (!isBlind) items.push({ id: `${set}/error-${corpus.errors.indexOf(entry)}`, passed: hit, detail: `“${entry.text}” → ${hit ? (exact ? 'exact fix' : 'found, other fix') : 'missed'} (${issues.map((x) => `${x.text}→${x.suggestion}`).join('; ') || 'no issue'})` });
    }
    for (const text of correct) {
      const issues = await check(ctx.app, text);
      tally.correct += 1;
      tally.flagged += issues.length > 0 ? 1 : 0;
      setPassed += issues.length === 0 ? 1 : 0;
      if (!isBlind) items.push({ id: `${set}/correct-${corpus.correct.indexOf(text)}`, passed: issues.length === 0, detail: `“${text}” (correct) → ${issues.map((x) => `${x.text}→${x.suggestion} (${x.source})`).join('; ') || 'no issue'}` });
    }
    if (isBlind) blind.push({ set: `grammar-${set}`, passed: setPassed, total: errors.length + correct.length });
    ctx.log(`grammar ${set}: ${errors.length} error and ${correct.length} correct sentences`);
  }
  const t = ctx.thresholds.grammar;
  const recall = rate(tally.hit, tally.errors);
  const exactRate = rate(tally.exact, tally.errors);
  const falseAlarmRate = rate(tally.flagged, tally.correct);
  const passed = (recall ?? 0) >= t.minRecall && (exactRate ?? 0) >= t.minExactRate && (falseAlarmRate ?? 1) <= t.maxFalseAlarmRate;
  return {
    area: 'grammar',
    title: 'Grammar check (learner corpus)',
    passed,
    summary: `recall ${pct(recall)} (min ${pct(t.minRecall)}), exact ${pct(exactRate)} (min ${pct(t.minExactRate)}), false alarms ${tally.flagged}/${tally.correct} correct sentences ${pct(falseAlarmRate)} (max ${pct(t.maxFalseAlarmRate)})`,
    figures: { recall, exactRate, falseAlarmRate, errorSentences: tally.errors, correctSentences: tally.correct },
    bars: [
      { label: 'recall', value: recall, threshold: t.minRecall, kind: 'min', unit: '%' },
      { label: 'exact fix', value: exactRate, threshold: t.minExactRate, kind: 'min', unit: '%' },
      { label: 'false alarms', value: falseAlarmRate, threshold: t.maxFalseAlarmRate, kind: 'max', unit: '%' },
    ],
    items,
    blind,
    seconds: (performance.now() - started) / 1000,
  };
}
