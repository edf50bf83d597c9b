// Review (issue 15 §4): the saved words, phrases and short sentences that are due, one card at a
// time. A word or phrase shows, then on "Show" its meaning, IPA, sound and the learner's own sentence
// with it; a sentence is practised first (fill the gap, listen and repeat, or translate: see
// sentence-exercise.tsx). Each is graded Again, Hard, Good or Easy (each button says when the card
// comes back); FSRS on the server schedules it. Offline, the stored deck is reviewed and the grades
// wait on the device (api/review.ts).
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CollectionKind } from '@parley/contract/collection';
import type { ReviewRating } from '@parley/contract/review';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useGradeCard, useReviewDeck } from '../../api/review';
import { useUserInfo } from '../../api/user';
import { PlayButton } from '../../features/audio-player/components/play-button';
import { useNavigator } from '../../lib/navigator-context';
import { describeError } from '../../lib/request/error-message';
import { ExerciseOutcome, SentenceExercise, type ExerciseResult } from './sentence-exercise';

const RATINGS: Array<{ rating: ReviewRating; label: MessageDescriptor }> = [
  { rating: 'again', label: msg({ comment: 'Review grade: I did not know it', message: 'Again' }) },
  { rating: 'hard', label: msg({ comment: 'Review grade: I knew it with difficulty', message: 'Hard' }) },
  { rating: 'good', label: msg({ comment: 'Review grade: I knew it', message: 'Good' }) },
  { rating: 'easy', label: msg({ comment: 'Review grade: I knew it at once', message: 'Easy' }) },
];

const KIND_NAMES: Record<CollectionKind | 'sentence', MessageDescriptor> = {
  word: msg({ comment: 'The kind of a review card', message: 'word' }),
  phrase: msg({ comment: 'The kind of a review card', message: 'phrase' }),
  message: msg({ comment: 'The kind of a review card', message: 'message' }),
  sentence: msg({ comment: 'The kind of a review card', message: 'sentence' }),
};

const whenText = (iso: string | null, locale: string) => (iso ? new Date(iso).toLocaleString(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) : null);

/**
 * The server's "1 min", "3 h", "4 days", "1 month" (modules/review/scheduler.ts) in the interface
 * language; anything else as it came.
 */
export function intervalText(interval: string, i18n: I18n): string {
  const match = /^(\d+) (min|h|days?|months?)$/.exec(interval);
  if (!match) return interval;
  const count = Number(match[1]);
  const unit = match[2] ?? '';
  if (unit === 'min') return i18n._(msg({ comment: 'Time until a card comes back, in minutes', message: plural(count, { one: '# min', other: '# min' }) }));
  if (unit === 'h') return i18n._(msg({ comment: 'Time until a card comes back, in hours', message: plural(count, { one: '# h', other: '# h' }) }));
  if (unit.startsWith('day')) return i18n._(msg({ comment: 'Time until a card comes back, in days', message: plural(count, { one: '# day', other: '# days' }) }));
  return i18n._(msg({ comment: 'Time until a card comes back, in months', message: plural(count, { one: '# month', other: '# months' }) }));
}

export default function ReviewPage() {
  const { t, i18n } = useLingui();
  const deck = useReviewDeck();
  const gradeCard = useGradeCard();
  const navigator = useNavigator();
  const userInfo = useUserInfo();
  const [shownId, setShownId] = useState<number | null>(null);
  const [result, setResult] = useState<ExerciseResult | null>(null);
  const [reviewed, setReviewed] = useState(0);
  const [queued, setQueued] = useState(0);
  const card = deck.data?.cards[0];
  const isShown = card !== undefined && shownId === card.item.id;
  const example = card?.example;
  const note = card?.item.note;

  const grade = async (rating: ReviewRating) => {
    if (!card) return;
    const outcome = await gradeCard.mutateAsync({ collectionItemId: card.item.id, rating });
    setReviewed((n) => n + 1);
    if (outcome.queued) setQueued((n) => n + 1);
    setShownId(null);
    setResult(null);
  };

  const isEmpty = deck.data !== undefined && deck.data.total === 0;
  const nextDue = whenText(deck.data?.nextDue ?? null, i18n.locale);
  const dueCount = deck.data?.dueCount ?? 0;
  return (
    <PageFrame title={t`Review`}>
      <QueryState
        isLoading={deck.isLoading}
        error={deck.error && !deck.data ? deck.error : null}
        isEmpty={isEmpty}
        emptyText={t`Your deck is empty. Save words and phrases from a chat (long-press a word, or tap it and Save), or a whole message from its menu, and they come back here to review.`}
        onRetry={() => void deck.refetch()}
      >
        {deck.data && !card && (
          <div className="review-done" role="status">
            <p className="review-done__title">{reviewed > 0 ? t`${plural(reviewed, { one: 'Done! # reviewed.', other: 'Done! # reviewed.' })}` : t`Nothing is due right now.`}</p>
            {queued > 0 && (
              <p>
                {t`${plural(queued, {
                  one: "You're offline: one grade is kept on this device and sent when you're back online.",
                  other: "You're offline: # grades are kept on this device and sent when you're back online.",
                })}`}
              </p>
            )}
            {nextDue && (
              <p>
                <Trans>Next review: {nextDue}</Trans>
              </p>
            )}
            <Button color="primary" onClick={() => void navigator.navigateTo({ url: '/chat/mine/collection' })}>
              <Trans>Open my collection</Trans>
            </Button>
          </div>
        )}
        {card && (
          <section className="review-card" aria-label={t`Review card`}>
            <p className="review-card__count" aria-live="polite">
              {reviewed > 0 ? t`${plural(dueCount, { one: `# due · ${reviewed} reviewed`, other: `# due · ${reviewed} reviewed` })}` : t`${plural(dueCount, { one: '# due', other: '# due' })}`}
            </p>
            {card.exercise.kind === 'recall' ? (
              <div className="review-card__front">
                <span className="review-card__kind">{i18n._(KIND_NAMES[card.item.kind])}</span>
                <p className="review-card__content">{card.item.content}</p>
                <PlayButton text={card.item.content} />
              </div>
            ) : isShown ? (
              <div className="review-card__front">
                <span className="review-card__kind">{i18n._(KIND_NAMES.sentence)}</span>
                <p className="review-card__content">{card.item.content}</p>
                <PlayButton text={card.item.content} />
                {result && <ExerciseOutcome result={result} nativeLanguage={userInfo.data?.settings.nativeLanguage ?? null} />}
              </div>
            ) : (
              <SentenceExercise
                key={card.item.id}
                sentence={card.item.content}
                exercise={card.exercise}
                onChecked={(outcome) => {
                  setResult(outcome);
                  setShownId(card.item.id);
                }}
              />
            )}
            {isShown ? (
              <div className="review-card__back">
                {card.item.ipa && <p className="review-card__ipa">{card.item.ipa}</p>}
                {card.item.meaning && <p className="review-card__meaning">{card.item.meaning}</p>}
                {example && (
                  <p className="review-card__example">
                    <Trans>
                      You said: <q>{example}</q>
                    </Trans>
                  </p>
                )}
                {note && (
                  <p className="review-card__note">
                    <Trans>Your note: {note}</Trans>
                  </p>
                )}
                <div className="review-card__grades" role="group" aria-label={t`How well did you know it?`}>
                  {RATINGS.map(({ rating, label }) => (
                    <Button key={rating} size="small" color={rating === 'again' ? 'danger' : rating === 'good' ? 'primary' : 'default'} loading={gradeCard.isPending && gradeCard.variables?.rating === rating} disabled={gradeCard.isPending} onClick={() => void grade(rating)}>
                      {i18n._(label)} <span className="review-card__next">{intervalText(card.nextIn[rating], i18n)}</span>
                    </Button>
                  ))}
                </div>
                {gradeCard.error && (
                  <p className="field__error" role="alert">
                    {describeError(gradeCard.error)}
                  </p>
                )}
              </div>
            ) : card.exercise.kind === 'recall' ? (
              <Button block color="primary" onClick={() => setShownId(card.item.id)}>
                <Trans>Show</Trans>
              </Button>
            ) : null}
          </section>
        )}
      </QueryState>
    </PageFrame>
  );
}
