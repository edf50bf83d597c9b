// Progress (issue 15 §5): a calendar of the last five weeks (a day with turns is filled, darker the
// more), then weekly charts — turns spoken and typed, minutes spoken, the pronunciation average,
// corrections per 100 words, words saved — each with its table. The chart library is loaded with this page only.
import { useMemo } from 'react';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useProgressStats } from '../../api/progress';
import { LevelSuggestionCard } from './level-suggestion-card';
import { WeekChart, type Series } from './week-chart';

const level = (turns: number) => (turns === 0 ? 0 : turns < 5 ? 1 : turns < 15 ? 2 : 3);
const dayLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export default function ProgressPage() {
  const stats = useProgressStats();
  const data = stats.data;
  const weeks = useMemo(() => data?.weeks.map((w) => w.weekStart) ?? [], [data]);
  const turnSeries = useMemo<Series[]>(() => (data ? [{ label: 'Spoken', values: data.weeks.map((w) => w.spokenTurns), color: '#1677ff' }, { label: 'Typed', values: data.weeks.map((w) => w.turns - w.spokenTurns), color: '#8c8c8c' }] : []), [data]);
  const errorSeries = useMemo<Series[]>(() => (data ? [{ label: 'Corrections per 100 words', values: data.weeks.map((w) => w.errorsPer100Words), color: '#cf1322' }] : []), [data]);
  const minutesSeries = useMemo<Series[]>(() => (data ? [{ label: 'Minutes spoken', values: data.weeks.map((w) => w.minutesSpoken), color: '#1677ff' }] : []), [data]);
  const pronunciationSeries = useMemo<Series[]>(() => (data ? [{ label: 'Average pronunciation score', values: data.weeks.map((w) => w.pronunciation), color: '#722ed1' }] : []), [data]);
  const savedSeries = useMemo<Series[]>(() => (data ? [{ label: 'Words saved', values: data.weeks.map((w) => w.saved), color: '#389e0d' }] : []), [data]);
  const activeDays = data?.days.filter((d) => d.turns > 0).length ?? 0;
  const isEmpty = data !== undefined && data.weeks.every((w) => w.turns === 0 && w.saved === 0);

  return (
    <PageFrame title="Progress">
      <QueryState
        isLoading={stats.isLoading}
        error={stats.error && !data ? stats.error : null}
        isEmpty={isEmpty}
        emptyText="No practice in the last eight weeks yet. Have a conversation, and your progress shows here."
        onRetry={() => void stats.refetch()}
      >
        {data && (
          <>
            {data.levelSuggestion && <LevelSuggestionCard suggestion={data.levelSuggestion} onAccepted={() => void stats.refetch()} />}
            <section aria-labelledby="progress-calendar" className="progress-section">
              <h2 id="progress-calendar" className="progress-section__title">
                Last five weeks: {activeDays} {activeDays === 1 ? 'day' : 'days'} of practice
              </h2>
              <ol className="calendar">
                {data.days.map((d) => (
                  <li key={d.date} className={`calendar__day calendar__day--${level(d.turns)}`} aria-label={`${dayLabel(d.date)}: ${d.turns} ${d.turns === 1 ? 'turn' : 'turns'}`} title={`${dayLabel(d.date)}: ${d.turns}`} />
                ))}
              </ol>
            </section>
            <WeekChart title="Turns per week" weeks={weeks} series={turnSeries} />
            <WeekChart title="Minutes spoken per week" weeks={weeks} series={minutesSeries} />
            <WeekChart title="Average pronunciation score (out of 100)" weeks={weeks} series={pronunciationSeries} format={(v) => (v === null ? 'not scored' : String(v))} />
            <WeekChart title="Corrections per 100 words (lower is better)" weeks={weeks} series={errorSeries} format={(v) => (v === null ? 'no words' : String(v))} />
            <WeekChart title="Words and phrases saved" weeks={weeks} series={savedSeries} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
