// Comparison mode (issue 23 §4): two scorecards side by side, area by area and figure by figure,
// then every item both played where one configuration passed and the other did not. Items of
// blind sets are never in a scorecard (only their counts), so they cannot be listed here.
import type { ScorecardResult } from './types';

export interface ItemDifference {
  area: string;
  id: string;
  a: { passed: boolean; detail: string };
  b: { passed: boolean; detail: string };
}

export function differingItems(a: ScorecardResult, b: ScorecardResult): ItemDifference[] {
  const out: ItemDifference[] = [];
  for (const areaA of a.areas) {
    const areaB = b.areas.find((x) => x.area === areaA.area);
    if (!areaB) continue;
    const byId = new Map(areaB.items.map((i) => [i.id, i]));
    for (const item of areaA.items) {
      const other = byId.get(item.id);
      if (other && other.passed !== item.passed) out.push({ area: areaA.area, id: item.id, a: item, b: other });
    }
  }
  return out;
}

const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '–' : Number.isInteger(v) ? String(v) : v.toFixed(3));

export function compareText(a: ScorecardResult, b: ScorecardResult): string {
  const lines = [`A: ${a.configuration} (${a.ranAt}${a.quick ? ', quick' : ''})`, `B: ${b.configuration} (${b.ranAt}${b.quick ? ', quick' : ''})`];
  if (a.quick !== b.quick) lines.push('Note: one run is quick and one full: only the items both played are compared.');
  lines.push('', '| area | A | B |', '|---|---|---|');
  for (const areaA of a.areas) {
    const areaB = b.areas.find((x) => x.area === areaA.area);
    lines.push(`| ${areaA.title} | ${areaA.passed ? 'PASS' : 'FAIL'} | ${areaB ? (areaB.passed ? 'PASS' : 'FAIL') : 'not run'} |`);
    for (const [key, value] of Object.entries(areaA.figures)) {
      const other = areaB?.figures[key];
      if (fmt(value) !== fmt(other)) lines.push(`|   ${key} | ${fmt(value)} | ${fmt(other)} |`);
    }
  }
  const diffs = differingItems(a, b);
  lines.push('', `Items where they differ (${diffs.length}; blind sets are never listed):`);
  for (const d of diffs) {
    lines.push(`- [${d.area}] ${d.id}: A ${d.a.passed ? 'pass' : 'FAIL'}, B ${d.b.passed ? 'pass' : 'FAIL'}`, `    A: ${d.a.detail}`, `    B: ${d.b.detail}`);
  }
  return lines.join('\n');
}
