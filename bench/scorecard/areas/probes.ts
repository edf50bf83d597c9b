// Area "probes": the dialogue probe suite (bench/conversation/probes) played through the app under
// test, one new learner per probe, checked by probe-checks.ts. Answering the learner's question,
// remembering facts, keeping to the scene, not correcting what is right: each probe is one such aim.
// Blind folders are counted only; a quick run plays a spread sample of the development folder.
import fs from 'node:fs';
import { loadProbes, play, PROBES } from '../../conversation/probes';
import { checkExpectation } from '../../conversation/probe-checks';
import { rate, pct, sample, type AreaResult, type EvalContext, type ItemResult } from '../types';

const QUICK_PROBES = 12;

export async function probesArea(ctx: EvalContext): Promise<AreaResult> {
  const started = performance.now();
  const folders = fs
    .readdirSync(PROBES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !(ctx.quick && d.name.startsWith('blind')))
    .map((d) => d.name)
    .sort();
  const items: ItemResult[] = [];
  const blind: AreaResult['blind'] = [];
  const byKind = new Map<string, { passed: number; total: number }>();
  for (const folder of folders) {
    const isBlind = folder.startsWith('blind');
    const probes = sample(loadProbes(folder), ctx.quick, ctx.quickSize(QUICK_PROBES));
    let passed = 0;
    for (const probe of probes) {
      const outcome = await play(ctx.app, probe, ctx.nextLearner());
      const failures = probe.expect.map((e) => checkExpectation(e, outcome)).filter((f): f is string => f !== null);
      const ok = failures.length === 0;
      if (ok) passed += 1;
      if (isBlind) continue;
      const k = byKind.get(probe.kind) ?? { passed: 0, total: 0 };
      byKind.set(probe.kind, { passed: k.passed + (ok ? 1 : 0), total: k.total + 1 });
      const said = probe.turns.map((t) => (typeof t === 'string' ? t : t.text)).join(' / ');
      items.push({ id: `${folder}/${probe.id}`, passed: ok, detail: `[${probe.kind}] ${said} → “${outcome.reply}”${ok ? '' : ` — ${failures.join('; ')}`}` });
    }
    if (isBlind) blind.push({ set: folder, passed, total: probes.length });
    ctx.log(`probes ${folder}: ${passed}/${probes.length}`);
  }
  const devPassed = items.filter((i) => i.passed).length;
  const blindPassed = blind.reduce((n, b) => n + b.passed, 0);
  const blindTotal = blind.reduce((n, b) => n + b.total, 0);
  // Blind sets decide with the rest: they are the honest estimate for a configuration tuned on dev.
  const passRate = rate(devPassed + blindPassed, items.length + blindTotal);
  const min = ctx.thresholds.probes.minPassRate;
  const passed = passRate !== null && passRate >= min;
  const weakest = [...byKind].filter(([, k]) => k.passed < k.total).map(([kind, k]) => `${kind} ${k.passed}/${k.total}`);
  return {
    area: 'probes',
    title: 'Dialogue probes',
    passed,
    summary: `${devPassed + blindPassed}/${items.length + blindTotal} probes pass (${pct(passRate)}, min ${pct(min)})${blindTotal ? `; blind ${blindPassed}/${blindTotal}` : ''}${weakest.length ? `; failing kinds: ${weakest.join(', ')}` : ''}`,
    figures: { passRate, devPassRate: rate(devPassed, items.length), blindPassRate: rate(blindPassed, blindTotal), probes: items.length + blindTotal },
    bars: [
      { label: 'probes passed', value: passRate, threshold: min, kind: 'min', unit: '%' },
      ...[...byKind].sort().map(([kind, k]) => ({ label: `${kind} (dev)`, value: rate(k.passed, k.total), threshold: min, kind: 'min' as const, unit: '%' as const })),
    ],
    items,
    blind,
    seconds: (performance.now() - started) / 1000,
  };
}
