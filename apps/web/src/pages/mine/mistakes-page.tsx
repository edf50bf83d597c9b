// My mistakes (issue 15 §3): the corrections of the learner's own chat turns, grouped by rule,
// newest first, with counts and a trend ("past simple: 2 last week, 1 this week"); each group opens
// the explanation of its newest correction. Loading, empty and error states come from QueryState.
import { useState } from 'react';
import { useNavigator } from '../../lib/navigator-context';
import { Button } from 'antd-mobile';
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MistakeGroup } from '@parley/contract/progress';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useMyMistakes } from '../../api/progress';
import { ExplanationSheet } from '../../features/progress/explanation-sheet';
import { FixedWords } from '../../components/fixed-words';
import { PlayButton } from '../../features/audio-player/components/play-button';
import { grammarCategoryName } from '../../i18n/grammar-words';

/** "3 times · 1 this week, 2 last week", in the interface language. */
export function trendText(group: Pick<MistakeGroup, 'count' | 'thisWeek' | 'lastWeek'>, i18n: I18n = activeI18n): string {
  const { count, thisWeek, lastWeek } = group;
  return i18n._(msg({
    comment: 'How often a mistake was made: in all, this week and last week',
    message: plural(count, { 1: `once · ${thisWeek} this week, ${lastWeek} last week`, other: `# times · ${thisWeek} this week, ${lastWeek} last week` }),
  }));
}

export default function MistakesPage() {
  const { t } = useLingui();
  const mistakes = useMyMistakes();
  const groups = mistakes.data?.groups ?? [];
  return (
    <PageFrame title={t`My mistakes`}>
      <p className="form__lead">
        <Trans>The corrections from your conversations, grouped by rule. Tap one to see why and practise it.</Trans>
      </p>
      <QueryState
        isLoading={mistakes.isLoading}
        error={mistakes.error && !mistakes.data ? mistakes.error : null}
        isEmpty={groups.length === 0}
        emptyText={t`No corrections yet. Chat with your teacher, and the mistakes it corrects will be gathered here.`}
        onRetry={() => void mistakes.refetch()}
      >
        {groups.map((group) => (
          <MistakeCard key={`${group.category}:${group.rule}`} group={group} />
        ))}
      </QueryState>
    </PageFrame>
  );
}

function MistakeCard({ group }: { group: MistakeGroup }) {
  const { t, i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const navigator = useNavigator();
  const newest = group.examples[0];
  const title = group.rule.charAt(0).toUpperCase() + group.rule.slice(1);
  return (
    <section className="mistake-group" aria-label={title}>
      <h2 className="mistake-group__title">{title}</h2>
      <p className="mistake-group__meta">
        {grammarCategoryName(i18n, group.category)} · {trendText(group, i18n)}
      </p>
      <ul className="mistake-group__examples">
        {group.examples.slice(0, 3).map((e) => {
          const start = e.content.indexOf(e.wrong);
          return (
            <li key={e.messageId}>
              {start >= 0 && e.wrong ? <FixedWords wrong={e.wrong} fix={e.fix} before={e.content.slice(0, start)} after={e.content.slice(start + e.wrong.length)} /> : e.corrected}
            </li>
          );
        })}
      </ul>
      {newest && (
        <>
          <div className="mistake-group__actions">
            <Button size="small" color="primary" fill="outline" onClick={() => setIsOpen(true)}>
              <Trans>Why, and practise</Trans>
            </Button>
            <Button size="small" fill="none" onClick={() => void navigator.navigateTo({ url: `/chat/report?conversationId=${newest.conversationId}` })}>
              <Trans>Report of that conversation</Trans>
            </Button>
          </div>
          <ExplanationSheet
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            sentence={newest.content}
            renderPlay={(text) => <PlayButton text={text} label={t({ comment: 'Names what a play button speaks: Play “the corrected sentence”', message: 'the corrected sentence' })} />}
            correction={{ start: Math.max(0, newest.content.indexOf(newest.wrong)), end: Math.max(0, newest.content.indexOf(newest.wrong)) + newest.wrong.length, wrong: newest.wrong, fix: newest.fix, reason: group.rule, category: group.category }}
          />
        </>
      )}
    </section>
  );
}
