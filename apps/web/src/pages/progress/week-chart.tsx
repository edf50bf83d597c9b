// One weekly chart of the progress page, drawn by uPlot (loaded with this page only: decision in
// docs/benchmarks.md "Progress page") and backed by a table with the same figures for screen
// readers and for anyone who would rather read numbers. The canvas is hidden from assistive tech.
import { useEffect, useId, useRef } from 'react';
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
  /** How a value reads in the table ("3", "4.5 per 100 words"). */
  format?(value: number | null): string;
}

const weekLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function WeekChart({ title, weeks, series, format = (v) => (v === null ? '–' : String(v)) }: WeekChartProps) {
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
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth),
          height: 180,
          // The legend names the series; the values are in the table below, not under a cursor.
          legend: { show: true, live: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max ?? 1) * 1.15] } },
          axes: [{ values: (_u, ticks) => ticks.map((t) => weekLabel(new Date(t * 1000).toISOString().slice(0, 10))) }, {}],
          series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: true, size: 6 } }))],
        },
        [xs, ...series.map((s) => s.values)],
        element,
      );
    }).catch(() => undefined);
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [weeks, series]);

  return (
    <figure className="week-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="week-chart__title">
        {title}
      </figcaption>
      <div ref={box} className="week-chart__canvas" aria-hidden="true" />
      <details className="week-chart__table">
        <summary>Show the figures</summary>
        <table>
          <caption className="visually-hidden">{title}, by week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
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
                <th scope="row">{weekLabel(w)}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
