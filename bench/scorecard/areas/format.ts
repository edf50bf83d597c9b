// Area "format": how often the model's answers had to be repaired or were unusable, from the
// counters the parsers keep (apps/server/src/ai/format-counters.ts) over the whole run: chat replies
// (markdown or emoji stripped; empty or broken streams) and the grammar check's JSON (prose around
// it, issues that could not be placed; not JSON at all). The built-in partner parses nothing.
import type { FormatCounts, FormatKind } from '../../../apps/server/src/ai/format-counters';
import { pct, rate, type AreaResult, type EvalContext } from '../types';

const KINDS: Record<FormatKind, string> = { reply: 'chat replies', 'grammar-json': 'grammar JSON' };

export function formatArea(ctx: EvalContext, counts: FormatCounts): AreaResult {
  const t = ctx.thresholds.format;
  const figures: AreaResult['figures'] = {};
  const bars: AreaResult['bars'] = [];
  const lines: string[] = [];
  let passed = true;
  for (const kind of Object.keys(KINDS) as FormatKind[]) {
    const c = counts[kind];
    const total = c.clean + c.repaired + c.unusable;
    const unusable = rate(c.unusable, total);
    const repaired = rate(c.repaired, total);
    figures[`${kind}.total`] = total;
    figures[`${kind}.unusableRate`] = unusable;
    figures[`${kind}.repairedRate`] = repaired;
    if (total === 0) continue;
    bars.push({ label: `${KINDS[kind]} unusable`, value: unusable, threshold: t.maxUnusableRate, kind: 'max', unit: '%' });
    bars.push({ label: `${KINDS[kind]} repaired`, value: repaired, threshold: t.maxRepairedRate, kind: 'max', unit: '%' });
    passed &&= (unusable ?? 0) <= t.maxUnusableRate && (repaired ?? 0) <= t.maxRepairedRate;
    lines.push(`${KINDS[kind]}: ${c.unusable}/${total} unusable ${pct(unusable)}, ${c.repaired} repaired ${pct(repaired)}`);
  }
  return {
    area: 'format',
    title: 'Reply-format compliance',
    passed,
    summary: lines.length
      ? `${lines.join('; ')} (max ${pct(t.maxUnusableRate)} unusable, ${pct(t.maxRepairedRate)} repaired)`
      : 'nothing to parse: no model answered (the built-in partner writes its own format)',
    figures,
    bars,
    items: [],
    blind: [],
    seconds: 0,
  };
}
