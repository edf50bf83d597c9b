// Progress (issue 15 §5): a calendar of the last five weeks (a day with turns is filled, darker the
// more), then weekly charts — turns spoken and typed, minutes spoken, the pronunciation average,
// corrections per 100 words, words saved — each with its table. The chart library is loaded with this page only.
import { useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useProgressStats } from '../../api/progress';
import { LevelSuggestionCard } from './level-suggestion-card';
import { WeekChart, type Series } from './week-chart';

const level = (turns: number) => (turns === 0 ? 0 : turns < 5 ? 1 : turns < 15 ? 2 : 3);

export default function ProgressPage() {
  const { t, i18n } = useLingui();
  const stats = useProgressStats();
  const data = stats.data;
  const weeks = useMemo(() => data?.weeks.map((w) => w.weekStart) ?? [], [data]);
  // The labels are in the series, so each is made again when the language changes (`t` changes with it).
  const turnSeries = useMemo<Series[]>(
    () =>
      data
        ? [
            { label: t({ comment: 'Chart legend: turns spoken aloud', message: 'Spoken' }), values: data.weeks.map((w) => w.spokenTurns), color: 'var(--chart-blue)' },
            { label: t({ comment: 'Chart legend: turns typed', message: 'Typed' }), values: data.weeks.map((w) => w.turns - w.spokenTurns), color: 'var(--chart-grey)' },
          ]
        : [],
    [data, t],
  );
  const errorSeries = useMemo<Series[]>(() => (data ? [{ label: t`Corrections per 100 words`, values: data.weeks.map((w) => w.errorsPer100Words), color: 'var(--chart-red)' }] : []), [data, t]);
  const minutesSeries = useMemo<Series[]>(() => (data ? [{ label: t`Minutes spoken`, values: data.weeks.map((w) => w.minutesSpoken), color: 'var(--chart-blue)' }] : []), [data, t]);
  const pronunciationSeries = useMemo<Series[]>(() => (data ? [{ label: t`Average pronunciation score`, values: data.weeks.map((w) => w.pronunciation), color: 'var(--chart-purple)' }] : []), [data, t]);
  const savedSeries = useMemo<Series[]>(() => (data ? [{ label: t`Words saved`, values: data.weeks.map((w) => w.saved), color: 'var(--chart-green)' }] : []), [data, t]);
  const activeDays = data?.days.filter((d) => d.turns > 0).length ?? 0;
  const isEmpty = data !== undefined && data.weeks.every((w) => w.turns === 0 && w.saved === 0);
  const dayLabel = (date: string) => i18n.date(new Date(`${date}T00:00:00Z`), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

  return (
    <PageFrame title={t`Progress`}>
      <QueryState
        isLoading={stats.isLoading}
        error={stats.error && !data ? stats.error : null}
        isEmpty={isEmpty}
        emptyText={t`No practice in the last eight weeks yet. Have a conversation, and your progress shows here.`}
        onRetry={() => void stats.refetch()}
      >
        {data && (
          <>
            {data.levelSuggestion && <LevelSuggestionCard suggestion={data.levelSuggestion} onAccepted={() => void stats.refetch()} />}
            <section aria-labelledby="progress-calendar" className="progress-section">
              <h2 id="progress-calendar" className="progress-section__title">
                {t`${plural(activeDays, { one: 'Last five weeks: # day of practice', other: 'Last five weeks: # days of practice' })}`}
              </h2>
              <ol className="calendar">
                {data.days.map((d) => {
                  const day = dayLabel(d.date);
                  const turnCount = d.turns;
                  const turns = i18n.number(turnCount);
                  return (
                    <li
                      key={d.date}
                      className={`calendar__day calendar__day--${level(d.turns)}`}
                      aria-label={t`${plural(turnCount, { one: `${day}: # turn`, other: `${day}: # turns` })}`}
                      title={t({ comment: 'A day of the practice calendar and its number of turns', message: `${day}: ${turns}` })}
                    />
                  );
                })}
              </ol>
            </section>
            <WeekChart title={t`Turns per week`} weeks={weeks} series={turnSeries} />
            <WeekChart title={t`Minutes spoken per week`} weeks={weeks} series={minutesSeries} />
            <WeekChart title={t`Average pronunciation score (out of 100)`} weeks={weeks} series={pronunciationSeries} format={(v) => (v === null ? t({ comment: 'A week without a pronunciation score', message: 'not scored' }) : i18n.number(v))} />
            <WeekChart title={t`Corrections per 100 words (lower is better)`} weeks={weeks} series={errorSeries} format={(v) => (v === null ? t({ comment: 'A week with no words written or said', message: 'no words' }) : i18n.number(v))} />
            <WeekChart title={t`Words and phrases saved`} weeks={weeks} series={savedSeries} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
