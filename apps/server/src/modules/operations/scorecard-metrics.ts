// The tutor scorecard as Prometheus gauges, read at each scrape (two small files at most), so an
// alert can fire when a model change made tutoring worse or when no scorecard matches the model.
import { Gauge, type Registry } from 'prom-client';
import { SCORECARD_AREAS, type ScorecardStatus } from '@parley/contract/scorecard';

export function registerScorecardGauges(registry: Registry, status: () => ScorecardStatus): void {
  const registers = [registry];
  let last: ScorecardStatus | null = null;
  // The three gauges are collected one after another in a scrape: read the files once for all.
  const read = () => (last = status());
  new Gauge({
    name: 'parley_scorecard_current',
    help: 'Tutor scorecard (npm run eval): 1 when the latest one measured the running engine configuration, 0 when it is missing or of another configuration',
    registers,
    collect() {
      this.set(read().status === 'current' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'parley_scorecard_area_passed',
    help: 'Tutor scorecard of the running configuration: 1 when the area met its threshold, 0 when not; absent without a current scorecard',
    labelNames: ['area'],
    registers,
    collect() {
      this.reset();
      const card = (last ?? read()).status === 'current' ? last?.scorecard : null;
      if (!card) return;
      for (const area of SCORECARD_AREAS) {
        const found = card.areas.find((a) => a.area === area);
        if (found) this.set({ area }, found.passed ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'parley_scorecard_age_seconds',
    help: 'Seconds since the current tutor scorecard was run; absent without one',
    registers,
    collect() {
      this.reset();
      const card = (last ?? read()).status === 'current' ? last?.scorecard : null;
      if (card) this.set(Math.max(0, (Date.now() - Date.parse(card.ranAt)) / 1000));
    },
  });
}
