// The scorecard as a terminal table (one pass/fail line per area) and as a small self-contained
// HTML page: one inline-SVG bar chart per area (each figure against its threshold), the item
// lists folded away. No script, no external fetch: it opens from disk or behind any proxy.
import type { AreaResult, Bar, ScorecardResult } from './types';

export function textTable(result: ScorecardResult): string {
  const width = Math.max(...result.areas.map((a) => a.title.length));
  const lines = [
    `Tutor scorecard — ${result.configuration}${result.quick ? ' — QUICK (sample)' : ''}`,
    `fingerprint ${result.fingerprint} · ${result.ranAt} · ${result.seconds.toFixed(0)} s · ${result.machine}`,
    '',
    ...result.areas.map((a) => `${a.passed ? 'PASS' : 'FAIL'}  ${a.title.padEnd(width)}  ${a.summary}`),
    '',
    `${result.passed ? 'PASS' : 'FAIL'}: ${result.areas.filter((a) => a.passed).length}/${result.areas.length} areas meet their thresholds`,
  ];
  return lines.join('\n');
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function shown(value: number | null, unit: Bar['unit']): string {
  if (value === null) return '–';
  if (unit === '%') return `${(value * 100).toFixed(1)} %`;
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  return `${value.toFixed(1)}${unit === '/s' ? '/s' : ' words'}`;
}

/** Horizontal bars, one per figure, scaled per unit; the threshold is a dark tick on each bar. */
function chart(bars: readonly Bar[]): string {
  if (bars.length === 0) return '';
  const rowH = 22;
  const labelW = 200;
  const barW = 320;
  const scale = new Map<Bar['unit'], number>();
  for (const b of bars) scale.set(b.unit, Math.max(scale.get(b.unit) ?? 0, b.value ?? 0, b.threshold * 1.25, b.unit === '%' ? 1 : 0));
  const rows = bars.map((b, i) => {
    const max = scale.get(b.unit) || 1;
    const y = i * rowH;
    const w = Math.max(1, ((b.value ?? 0) / max) * barW);
    const tx = labelW + (b.threshold / max) * barW;
    const ok = b.value !== null && (b.kind === 'max' ? b.value <= b.threshold : b.value >= b.threshold);
    return [
      `<text x="0" y="${y + 15}" font-size="12">${esc(b.label)}</text>`,
      `<rect x="${labelW}" y="${y + 4}" width="${w.toFixed(1)}" height="14" fill="${b.value === null ? '#9e9e9e' : ok ? '#2e7d32' : '#c62828'}"><title>${esc(`${shown(b.value, b.unit)} (${b.kind} ${shown(b.threshold, b.unit)})`)}</title></rect>`,
      `<line x1="${tx.toFixed(1)}" x2="${tx.toFixed(1)}" y1="${y + 1}" y2="${y + 21}" stroke="#111" stroke-width="2"/>`,
      `<text x="${labelW + barW + 8}" y="${y + 15}" font-size="12">${esc(`${shown(b.value, b.unit)} / ${b.kind} ${shown(b.threshold, b.unit)}`)}</text>`,
    ].join('');
  });
  const h = bars.length * rowH;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${labelW + barW + 190}" height="${h}" viewBox="0 0 ${labelW + barW + 190} ${h}" role="img" aria-label="figures against thresholds">${rows.join('')}</svg>`;
}

function areaSection(a: AreaResult): string {
  const failedItems = a.items.filter((i) => !i.passed);
  const list = (items: AreaResult['items']) => `<ul>${items.map((i) => `<li><code>${esc(i.id)}</code> ${esc(i.detail)}</li>`).join('')}</ul>`;
  return [
    `<section><h2><span class="${a.passed ? 'pass' : 'fail'}">${a.passed ? 'PASS' : 'FAIL'}</span> ${esc(a.title)}</h2>`,
    `<p>${esc(a.summary)}</p>`,
    chart(a.bars),
    a.blind.length ? `<p>Blind sets (counted only): ${a.blind.map((b) => `${esc(b.set)} ${b.passed}/${b.total}`).join(', ')}</p>` : '',
    failedItems.length ? `<details><summary>${failedItems.length} failed item(s)</summary>${list(failedItems)}</details>` : '',
    a.items.length ? `<details><summary>all ${a.items.length} item(s)</summary>${list(a.items)}</details>` : '',
    '</section>',
  ].join('\n');
}

export function htmlReport(result: ScorecardResult): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parley tutor scorecard — ${esc(result.configuration)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#111}
.pass,.fail{display:inline-block;padding:0 .4em;border-radius:3px;color:#fff;font-size:.8em;vertical-align:middle}
.pass{background:#2e7d32}.fail{background:#c62828}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25em .5em;text-align:left}
section{margin:1.5rem 0}details{margin:.3rem 0}li{margin:.2rem 0}code{font-size:.85em}
</style></head><body>
<h1>Tutor scorecard: <span class="${result.passed ? 'pass' : 'fail'}">${result.passed ? 'PASS' : 'FAIL'}</span></h1>
<p>${esc(result.configuration)} · fingerprint <code>${esc(result.fingerprint)}</code> · ${esc(result.ranAt)}${result.quick ? ' · <strong>quick run on a sample</strong>' : ''} · ${result.seconds.toFixed(0)} s · ${esc(result.machine)}</p>
<table><tr><th>area</th><th>result</th><th>figures against thresholds</th></tr>
${result.areas.map((a) => `<tr><td>${esc(a.title)}</td><td><span class="${a.passed ? 'pass' : 'fail'}">${a.passed ? 'PASS' : 'FAIL'}</span></td><td>${esc(a.summary)}</td></tr>`).join('\n')}
</table>
<p>Green bars meet the threshold (the black tick), red ones do not, grey ones were not measured. Made by <code>npm run eval</code>; see the README, "Choosing a model".</p>
${result.areas.map(areaSection).join('\n')}
</body></html>
`;
}
