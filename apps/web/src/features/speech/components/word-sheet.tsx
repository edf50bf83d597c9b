// One word of a pronunciation result (issue 18): the sounds as expected and as heard in IPA, which sound
// was off with a tip on making it, the word spoken slowly by the partner's voice, and "try again" that
// records and scores only this word.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { AssessedWord } from '@parley/contract/speech';
import { Sheet } from '../../../components/sheet';
import { recognizeVoiceCall } from '../../../api/speech';
import { useRecorder } from '../hooks/use-recorder';
import { tipFor } from '../sound-tips';

export const STATUS_TEXT: Record<AssessedWord['status'], string> = {
  correct: 'said well',
  mispronounced: 'a sound was off',
  missing: 'not heard',
};

interface WordSheetProps {
  word: AssessedWord | null;
  /** says the word slowly in the partner's voice (the page owns the audio player) */
  onHearSlowly(word: string): void;
  nativeLanguage?: string | null | undefined;
  onClose(): void;
}

type Retry = { state: 'idle' } | { state: 'recording' } | { state: 'scoring' } | { state: 'done'; result: AssessedWord | null } | { state: 'error'; message: string };

export function WordSheet({ word, onHearSlowly, nativeLanguage, onClose }: WordSheetProps) {
  return (
    <Sheet isOpen={word !== null} onClose={onClose}>
      {word && <WordDetails key={word.word} word={word} onHearSlowly={onHearSlowly} nativeLanguage={nativeLanguage} />}
    </Sheet>
  );
}

function WordDetails({ word, onHearSlowly, nativeLanguage }: { word: AssessedWord; onHearSlowly(word: string): void; nativeLanguage?: string | null | undefined }) {
  const recorder = useRecorder();
  const [retry, setRetry] = useState<Retry>({ state: 'idle' });
  const shown = retry.state === 'done' && retry.result ? retry.result : word;
  const off = (shown.phones ?? []).filter((p) => p.status !== 'ok');

  const record = async () => {
    if (retry.state === 'recording') {
      const wav = await recorder.stop();
      if (!wav) return setRetry({ state: 'error', message: 'Nothing was recorded. Try again.' });
      setRetry({ state: 'scoring' });
      try {
        const answer = await recognizeVoiceCall(wav, { assess: true, expectedText: word.word });
        setRetry({ state: 'done', result: answer.assessment?.mismatch ? null : (answer.assessment?.words[0] ?? null) });
      } catch {
        setRetry({ state: 'error', message: 'Could not score that. Try again.' });
      }
      return;
    }
    await recorder.start();
    setRetry({ state: 'recording' });
  };

  return (
    <section className="sheet word-sheet" aria-label={`How you said “${word.word}”`}>
      <h2 className="sheet__title">
        {word.word} <span className="word-sheet__status">— {STATUS_TEXT[shown.status]}</span>
      </h2>
      <dl className="word-sheet__sounds">
        <dt>Expected</dt>
        <dd lang="en-fonipa">/{shown.expectedIpa ?? word.ipa ?? '?'}/</dd>
        <dt>Heard</dt>
        <dd lang="en-fonipa">{shown.status === 'missing' ? 'not heard' : shown.heardIpa ? `/${shown.heardIpa}/` : shown.heard ?? '—'}</dd>
      </dl>
      {off.length > 0 ? (
        <ul className="word-sheet__tips">
          {off.map((p, i) => {
            const sound = p.expected ?? p.heard ?? '';
            const tip = tipFor(sound, nativeLanguage);
            return (
              <li key={i}>
                <strong>{describe(p)}</strong>
                {tip && <p>{tip.tip}</p>}
                {tip?.trouble && <p className="word-sheet__trouble">{tip.trouble}</p>}
              </li>
            );
          })}
        </ul>
      ) : (
        shown.status === 'correct' && <p>Every sound was right.</p>
      )}
      {retry.state === 'done' && !retry.result && <p role="status">That did not sound like “{word.word}”. Try once more.</p>}
      {retry.state === 'done' && retry.result && <p role="status">New try: {STATUS_TEXT[retry.result.status]}.</p>}
      {retry.state === 'error' && <p role="alert">{retry.message}</p>}
      {recorder.recorderError && <p role="alert">{recorder.recorderError}</p>}
      <div className="word-sheet__actions">
        <Button onClick={() => onHearSlowly(word.word)}>Hear it slowly</Button>
        <Button color="primary" disabled={!recorder.isAvailable || retry.state === 'scoring'} loading={retry.state === 'scoring'} onClick={() => void record()}>
          {retry.state === 'recording' ? 'Stop and score' : 'Try again'}
        </Button>
      </div>
    </section>
  );
}

function describe(p: NonNullable<AssessedWord['phones']>[number]): string {
  if (p.status === 'substituted') return `/${p.expected}/ sounded like /${p.heard}/`;
  if (p.status === 'missing') return `/${p.expected}/ was left out`;
  return `an extra /${p.heard}/ was added`;
}
