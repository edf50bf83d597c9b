// One weekly chart of the progress page, drawn by uPlot (loaded with this page only: decision in
// docs/benchmarks.md "Progress page") and backed by a table with the same figures for screen
// readers and for anyone who would rather read numbers. The canvas is hidden from assistive tech.
import { useEffect, useId, useRef } from 'react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { resolveCssColor, usePageColorScheme } from '../../lib/color-scheme';
import 'uplot/dist/uPlot.min.css';

export interface Series {
  label: string;
  values: Array<number | null>;
  color: string;
}

interface WeekChartProps {
  title: string;
  /** Monday of each week, YYYY-MM-DD. */
  weeks: string[];
  series: Series[];
  /** How a value reads in the table ("3", "4.5 per 100 words"), in the interface language. */
  format?(value: number | null): string;
}

/** A week by its Monday, in the interface language ("24 Nov"). */
const weekLabel = (i18n: I18n, date: string) => i18n.date(new Date(`${date}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function WeekChart({ title, weeks, series, format }: WeekChartProps) {
  const { t, i18n } = useLingui();
  const show = format ?? ((v: number | null) => (v === null ? '–' : i18n.number(v)));
  // The chart's labels follow the language: the effect below draws it again when the locale changes.
  const locale = i18n.locale;
  // A canvas cannot read CSS variables: the chart is drawn again in the colours of a new scheme.
  const colorScheme = usePageColorScheme();
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    // A browser that cannot draw (no canvas) or a chunk that fails to load still has the table below.
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled || !document.createElement('canvas').getContext?.('2d')) return;
      const xs = weeks.map((w) => Date.parse(`${w}T00:00:00Z`) / 1000);
      const color = (value: string) => resolveCssColor(element, value);
      const axis = { stroke: color('var(--chart-axis)'), grid: { stroke: color('var(--chart-grid)') }, ticks: { stroke: color('var(--chart-grid)') } };
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth),
          height: 180,
          // The legend names the series; the values are in the table below, not under a cursor.
          legend: { show: true, live: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max ?? 1) * 1.15] } },
          axes: [
            { ...axis, values: (_u, ticks) => ticks.map((tick) => weekLabel(i18n, new Date(tick * 1000).toISOString().slice(0, 10))) },
            { ...axis, values: (_u, ticks) => ticks.map((tick) => i18n.number(tick)) },
          ],
          series: [{}, ...series.map((s) => ({ label: s.label, stroke: color(s.color), width: 2, points: { show: true, size: 6, fill: color('var(--card)') } }))],
        },
        [xs, ...series.map((s) => s.values)],
        element,
      );
    }).catch(() => undefined);
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [weeks, series, i18n, locale, colorScheme]);

  return (
    <figure className="week-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="week-chart__title">
        {title}
      </figcaption>
      <div ref={box} className="week-chart__canvas" aria-hidden="true" />
      <details className="week-chart__table">
        <summary>
          <Trans>Show the figures</Trans>
        </summary>
        <table>
          <caption className="visually-hidden">{t({ comment: 'A chart’s title, for the table of its figures', message: `${title}, by week` })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans comment="Table column: the week, named by its first day">Week of</Trans>
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w, i) => (
              <tr key={w}>
                <th scope="row">{weekLabel(i18n, w)}</th>
                {series.map((s) => (
                  <td key={s.label}>{show(s.values[i] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
