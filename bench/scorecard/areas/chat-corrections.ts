// Area "chatCorrections": what the partner says about the learner's English in a chat turn. Correct
// chat turns and learner-error turns from the chat corpora (turn-eval.ts) are sent to the teacher
// at correction level "everything", one new learner each. A false alarm is a correct turn whose
// reply carries a correction note (correction-note.ts findCorrection); a hit is an error turn whose
// reply has one; exact when the note gives the listed fix. The mark on the learner's message comes
// from the rule engine whatever the model (engines.chatGrammar) and is reported beside, not judged.
import type { CorpusEntry } from '../../../apps/server/src/ai/language/grammar/corpus-eval';
import { loadTurns, readCorpusFile, type ChatTurn } from '../../../apps/server/src/ai/language/grammar/turn-eval';
import { findCorrection } from '../../../apps/server/src/ai/conversation/correction-note';
import { newLearner, openChat, say } from '../learner';
import { pct, rate, sample, type AreaResult, type EvalContext, type ItemResult } from '../types';

const QUICK_TURNS = 8;
const TEACHER = 1;

async function turn(ctx: EvalContext, t: ChatTurn) {
  const headers = await newLearner(ctx.app, ctx.nextLearner(), { correctionLevel: 'everything' });
  await openChat(ctx.app, headers, TEACHER);
  if (t.previous) await say(ctx.app, headers, TEACHER, t.previous);
  return say(ctx.app, headers, TEACHER, t.text, { voice: t.voice === true });
}

export async function chatCorrectionsArea(ctx: EvalContext): Promise<AreaResult> {
  const started = performance.now();
  const correct = sample(loadTurns('chat-turns-dev.json'), ctx.quick, ctx.quickSize(QUICK_TURNS));
  const errors = sample(readCorpusFile<Array<CorpusEntry & { previous?: string }>>('chat-errors-dev.json'), ctx.quick, ctx.quickSize(QUICK_TURNS));
  const items: ItemResult[] = [];
  const tally = { flagged: 0, marked: 0, hit: 0, exact: 0, markedErrors: 0 };
  for (const [i, t] of correct.entries()) {
    const { reply, marked } = await turn(ctx, t);
    const note = findCorrection(reply);
    tally.flagged += note ? 1 : 0;
    tally.marked += marked ? 1 : 0;
    items.push({ id: `chat-turns-dev/${i}`, passed: !note, detail: `“${t.text}” (correct) → ${note ? `corrected: ${note}` : 'no correction'}` });
  }
  for (const [i, e] of errors.entries()) {
    const { reply, marked } = await turn(ctx, e);
    const note = findCorrection(reply);
    const exact = note !== null && e.errors.every((x) => note.toLowerCase().includes(x.fix.toLowerCase()));
    tally.hit += note ? 1 : 0;
    tally.exact += exact ? 1 : 0;
    tally.markedErrors += marked ? 1 : 0;
    items.push({ id: `chat-errors-dev/${i}`, passed: note !== null, detail: `“${e.text}” → ${note ? `${exact ? 'exact' : 'corrected'}: ${note}` : 'not corrected'}` });
  }
  ctx.log(`chat corrections: ${correct.length} correct and ${errors.length} error turns`);
  const t = ctx.thresholds.chatCorrections;
  const falseAlarmRate = rate(tally.flagged, correct.length);
  const recall = rate(tally.hit, errors.length);
  const exactRate = rate(tally.exact, errors.length);
  const passed = (falseAlarmRate ?? 1) <= t.maxFalseAlarmRate && (recall ?? 0) >= t.minRecall && (exactRate ?? 0) >= t.minExactRate;
  return {
    area: 'chatCorrections',
    title: 'Corrections in chat replies',
    passed,
    summary: `correct turns corrected ${tally.flagged}/${correct.length} ${pct(falseAlarmRate)} (max ${pct(t.maxFalseAlarmRate)}); errors corrected ${pct(recall)} (min ${pct(t.minRecall)}), exact ${pct(exactRate)} (min ${pct(t.minExactRate)})`,
    figures: {
      falseAlarmRate,
      recall,
      exactRate,
      markFalseAlarmRate: rate(tally.marked, correct.length),
      markRecall: rate(tally.markedErrors, errors.length),
      correctTurns: correct.length,
      errorTurns: errors.length,
    },
    bars: [
      { label: 'correct turns corrected', value: falseAlarmRate, threshold: t.maxFalseAlarmRate, kind: 'max', unit: '%' },
      { label: 'errors corrected', value: recall, threshold: t.minRecall, kind: 'min', unit: '%' },
      { label: 'errors corrected exactly', value: exactRate, threshold: t.minExactRate, kind: 'min', unit: '%' },
    ],
    items,
    blind: [],
    seconds: (performance.now() - started) / 1000,
  };
}
