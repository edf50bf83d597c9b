// Review (issue 15 §4): the saved words, phrases and short sentences that are due, one card at a
// time. A word or phrase shows, then on "Show" its meaning, IPA, sound and the learner's own sentence
// with it; a sentence is practised first (fill the gap, listen and repeat, or translate: see
// sentence-exercise.tsx). Each is graded Again, Hard, Good or Easy (each button says when the card
// comes back); FSRS on the server schedules it. Offline, the stored deck is reviewed and the grades
// wait on the device (api/review.ts).
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { ReviewRating } from '@parley/contract/review';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useGradeCard, useReviewDeck } from '../../api/review';
import { useUserInfo } from '../../api/user';
import { PlayButton } from '../../features/audio-player/components/play-button';
import { useNavigator } from '../../lib/navigator-context';
import { ExerciseOutcome, SentenceExercise, type ExerciseResult } from './sentence-exercise';

const RATINGS: Array<{ rating: ReviewRating; label: string }> = [
  { rating: 'again', label: 'Again' },
  { rating: 'hard', label: 'Hard' },
  { rating: 'good', label: 'Good' },
  { rating: 'easy', label: 'Easy' },
];

const whenText = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) : null);

export default function ReviewPage() {
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

  const grade = async (rating: ReviewRating) => {
    if (!card) return;
    const outcome = await gradeCard.mutateAsync({ collectionItemId: card.item.id, rating });
    setReviewed((n) => n + 1);
    if (outcome.queued) setQueued((n) => n + 1);
    setShownId(null);
    setResult(null);
  };

  const isEmpty = deck.data !== undefined && deck.data.total === 0;
  return (
    <PageFrame title="Review">
      <QueryState
        isLoading={deck.isLoading}
        error={deck.error && !deck.data ? deck.error : null}
        isEmpty={isEmpty}
        emptyText="Your deck is empty. Save words and phrases from a chat (long-press a word, or tap it and Save), or a whole message from its menu, and they come back here to review."
        onRetry={() => void deck.refetch()}
      >
        {deck.data && !card && (
          <div className="review-done" role="status">
            <p className="review-done__title">{reviewed > 0 ? `Done! ${reviewed} reviewed.` : 'Nothing is due right now.'}</p>
            {queued > 0 && <p>You're offline: {queued === 1 ? 'one grade is' : `${queued} grades are`} kept on this device and sent when you're back online.</p>}
            {deck.data.nextDue && <p>Next review: {whenText(deck.data.nextDue)}</p>}
            <Button color="primary" onClick={() => void navigator.navigateTo({ url: '/chat/mine/collection' })}>
              Open my collection
            </Button>
          </div>
        )}
        {card && (
          <section className="review-card" aria-label="Review card">
            <p className="review-card__count" aria-live="polite">
              {deck.data!.dueCount} due{reviewed > 0 ? ` · ${reviewed} reviewed` : ''}
            </p>
            {card.exercise.kind === 'recall' ? (
              <div className="review-card__front">
                <span className="review-card__kind">{card.item.kind}</span>
                <p className="review-card__content">{card.item.content}</p>
                <PlayButton text={card.item.content} />
              </div>
            ) : isShown ? (
              <div className="review-card__front">
                <span className="review-card__kind">sentence</span>
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
                {card.example && (
                  <p className="review-card__example">
                    You said: <q>{card.example}</q>
                  </p>
                )}
                {card.item.note && <p className="review-card__note">Your note: {card.item.note}</p>}
                <div className="review-card__grades" role="group" aria-label="How well did you know it?">
                  {RATINGS.map(({ rating, label }) => (
                    <Button key={rating} size="small" color={rating === 'again' ? 'danger' : rating === 'good' ? 'primary' : 'default'} loading={gradeCard.isPending && gradeCard.variables?.rating === rating} disabled={gradeCard.isPending} onClick={() => void grade(rating)}>
                      {label} <span className="review-card__next">{card.nextIn[rating]}</span>
                    </Button>
                  ))}
                </div>
                {gradeCard.error && (
                  <p className="field__error" role="alert">
                    {gradeCard.error.message || 'system error'}
                  </p>
                )}
              </div>
            ) : card.exercise.kind === 'recall' ? (
              <Button block color="primary" onClick={() => setShownId(card.item.id)}>
                Show
              </Button>
            ) : null}
          </section>
        )}
      </QueryState>
    </PageFrame>
  );
}
