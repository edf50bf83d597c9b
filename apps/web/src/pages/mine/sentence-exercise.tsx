// The front of a saved sentence's review card (issue 15 §4): fill the gap, listen and repeat with the
// pronunciation score, or translate from the learner's language — whichever the server chose for this
// review (modules/review/exercises.ts). The learner's attempt is checked here; the page then shows
// the sentence and the grade buttons. A learner who cannot record (no microphone) can still go on.
import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Assessment } from '@parley/contract/speech';
import type { ReviewExercise } from '@parley/contract/review';
import { FixedWords } from '../../components/fixed-words';
import { PlayButton } from '../../features/audio-player/components/play-button';
import { useAudioPlayer } from '../../features/audio-player/hooks/use-audio-player';
import { PronunciationScore } from '../../features/speech/components/pronunciation-score';
import { SayItButton } from '../../features/speech/components/say-it-button';

/** What the attempt came to, shown above the grade buttons. */
export interface ExerciseResult {
  right: boolean | null;
  /** The learner's own answer and what was expected (the missing word, or the sentence), for the word diff. */
  answer?: string;
  expected?: string;
  assessment?: Assessment;
}

/** Compared as words: case, punctuation and spacing do not count. */
export const sameWords = (a: string, b: string) => {
  const norm = (s: string) => s.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
};

type SentenceExerciseKind = Exclude<ReviewExercise, { kind: 'recall' }>;

export function SentenceExercise({ sentence, exercise, onChecked }: { sentence: string; exercise: SentenceExerciseKind; onChecked(result: ExerciseResult): void }) {
  if (exercise.kind === 'fill-gap') return <FillGap sentence={sentence} start={exercise.start} end={exercise.end} onChecked={onChecked} />;
  if (exercise.kind === 'translate') return <Translate prompt={exercise.prompt} sentence={sentence} onChecked={onChecked} />;
  return <ListenAndRepeat sentence={sentence} onChecked={onChecked} />;
}

function FillGap({ sentence, start, end, onChecked }: { sentence: string; start: number; end: number; onChecked(result: ExerciseResult): void }) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState('');
  const missing = sentence.slice(start, end);
  return (
    <form
      className="review-card__exercise"
      onSubmit={(event) => {
        event.preventDefault();
        onChecked({ right: sameWords(answer, missing), answer, expected: missing });
      }}
    >
      <p className="review-card__task">
        <Trans>Fill the gap</Trans>
      </p>
      <p className="review-card__content">
        {sentence.slice(0, start)}
        <span className="review-card__gap">
          <span className="visually-hidden">
            <Trans>(missing word)</Trans>
          </span>
        </span>
        {sentence.slice(end)}
      </p>
      <Input className="review-card__answer" aria-label={t`The missing word`} value={answer} onChange={setAnswer} autoComplete="off" />
      <Button block color="primary" type="submit" disabled={!answer.trim()}>
        <Trans>Check</Trans>
      </Button>
    </form>
  );
}

function Translate({ prompt, sentence, onChecked }: { prompt: string; sentence: string; onChecked(result: ExerciseResult): void }) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState('');
  return (
    <form
      className="review-card__exercise"
      onSubmit={(event) => {
        event.preventDefault();
        onChecked({ right: sameWords(answer, sentence), answer, expected: sentence });
      }}
    >
      <p className="review-card__task">
        <Trans>Say it in English</Trans>
      </p>
      <p className="review-card__content">{prompt}</p>
      {/* A plain textarea: antd-mobile's TextArea does not hand its label to the text box. */}
      <textarea className="review-card__answer review-card__textarea" aria-label={t`Your English sentence`} rows={2} value={answer} onChange={(event) => setAnswer(event.target.value)} />
      <Button block color="primary" type="submit" disabled={!answer.trim()}>
        <Trans>Check</Trans>
      </Button>
    </form>
  );
}

function ListenAndRepeat({ sentence, onChecked }: { sentence: string; onChecked(result: ExerciseResult): void }) {
  return (
    <div className="review-card__exercise">
      <p className="review-card__task">
        <Trans>Listen, then say it</Trans>
      </p>
      <PlayButton text={sentence} />
      <SayItButton sentence={sentence} onScored={(assessment) => onChecked({ right: null, assessment })} />
      <Button block fill="none" onClick={() => onChecked({ right: null })}>
        <Trans>Show the sentence</Trans>
      </Button>
    </div>
  );
}

/** The attempt's outcome, above the sentence: right or the word diff, or the pronunciation score. */
export function ExerciseOutcome({ result, nativeLanguage }: { result: ExerciseResult; nativeLanguage: string | null }) {
  const slowPlayer = useAudioPlayer({ voiceStyle: 'slow' });
  const { answer, expected } = result;
  return (
    <div className="review-card__outcome" role="status">
      {result.right === true && <p className="review-card__right">
          <Trans>Right!</Trans>
        </p>}
      {result.right === false && answer !== undefined && expected !== undefined && (
        <p className="review-card__wrong">
          <Trans>
            Not quite: <FixedWords wrong={answer} fix={expected} />
          </Trans>
        </p>
      )}
      {result.assessment && <PronunciationScore assessment={result.assessment} onHearSlowly={(word) => slowPlayer.speak(`slow-word:${word}`, word)} nativeLanguage={nativeLanguage} />}
    </div>
  );
}
