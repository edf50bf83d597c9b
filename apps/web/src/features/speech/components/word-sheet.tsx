// One word of a pronunciation result (issue 18): the sounds as expected and as heard in IPA, which sound
// was off with a tip on making it, the word spoken slowly by the partner's voice, and "try again" that
// records and scores only this word.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessedWord } from '@parley/contract/speech';
import { Sheet } from '../../../components/sheet';
import { recognizeVoiceCall } from '../../../api/speech';
import { useRecorder } from '../hooks/use-recorder';
import { addedVowelTip, tipFor } from '../sound-tips';

/** How a word was said, shown after the word ("ship: a sound was off"). */
export const STATUS_TEXT: Record<AssessedWord['status'], MessageDescriptor> = {
  correct: msg({ comment: 'How a word was said', message: 'said well' }),
  mispronounced: msg({ comment: 'How a word was said', message: 'a sound was off' }),
  missing: msg({ comment: 'How a word was said: it was not in the recording', message: 'not heard' }),
};

interface WordSheetProps {
  word: AssessedWord | null;
  /** says the word slowly in the partner's voice (the page owns the audio player) */
  onHearSlowly(word: string): void;
  nativeLanguage?: string | null | undefined;
  onClose(): void;
}

type Retry = { state: 'idle' } | { state: 'recording' } | { state: 'scoring' } | { state: 'done'; result: AssessedWord | null } | { state: 'error'; message: MessageDescriptor };

const NOTHING_RECORDED = msg`Nothing was recorded. Try again.`;
const NOT_SCORED = msg`Could not score that. Try again.`;

export function WordSheet({ word, onHearSlowly, nativeLanguage, onClose }: WordSheetProps) {
  return (
    <Sheet isOpen={word !== null} onClose={onClose}>
      {word && <WordDetails key={word.word} word={word} onHearSlowly={onHearSlowly} nativeLanguage={nativeLanguage} />}
    </Sheet>
  );
}

function WordDetails({ word, onHearSlowly, nativeLanguage }: { word: AssessedWord; onHearSlowly(word: string): void; nativeLanguage?: string | null | undefined }) {
  const { t, i18n } = useLingui();
  const recorder = useRecorder();
  const [retry, setRetry] = useState<Retry>({ state: 'idle' });
  const shown = retry.state === 'done' && retry.result ? retry.result : word;
  const off = (shown.phones ?? []).filter((p) => p.status !== 'ok');
  const text = word.word;
  const shownStatus = i18n._(STATUS_TEXT[shown.status]);
  const newStatus = retry.state === 'done' && retry.result ? i18n._(STATUS_TEXT[retry.result.status]) : null;

  const record = async () => {
    if (retry.state === 'recording') {
      const wav = await recorder.stop();
      if (!wav) return setRetry({ state: 'error', message: NOTHING_RECORDED });
      setRetry({ state: 'scoring' });
      try {
        const answer = await recognizeVoiceCall(wav, { assess: true, expectedText: word.word });
        setRetry({ state: 'done', result: answer.assessment?.mismatch ? null : (answer.assessment?.words[0] ?? null) });
      } catch {
        setRetry({ state: 'error', message: NOT_SCORED });
      }
      return;
    }
    await recorder.start();
    setRetry({ state: 'recording' });
  };

  const describe = (p: NonNullable<AssessedWord['phones']>[number]): string => {
    const expected = p.expected;
    const heard = p.heard;
    if (p.status === 'substituted') return t({ comment: 'Two sounds in IPA', message: `/${expected}/ sounded like /${heard}/` });
    if (p.status === 'missing') return t({ comment: 'A sound in IPA', message: `/${expected}/ was left out` });
    return t({ comment: 'A sound in IPA', message: `an extra /${heard}/ was added` });
  };

  return (
    <section className="sheet word-sheet" aria-label={t`How you said “${text}”`}>
      <h2 className="sheet__title">
        {word.word} <span className="word-sheet__status">— {shownStatus}</span>
      </h2>
      <dl className="word-sheet__sounds">
        <dt>
          <Trans comment="The sounds of the word as it should be said">Expected</Trans>
        </dt>
        <dd lang="en-fonipa">/{shown.expectedIpa ?? word.ipa ?? '?'}/</dd>
        <dt>
          <Trans comment="The sounds of the word as the learner said it">Heard</Trans>
        </dt>
        {shown.status === 'missing' ? (
          <dd>{i18n._(STATUS_TEXT.missing)}</dd>
        ) : (
          <dd lang="en-fonipa">{shown.heardIpa ? `/${shown.heardIpa}/` : (shown.heard ?? '—')}</dd>
        )}
      </dl>
      {off.length > 0 ? (
        <ul className="word-sheet__tips">
          {off.map((p, i) => {
            // an extra vowel is fixed by leaving it out, not by making it well
            const tip = p.status === 'inserted' && !p.expected ? addedVowelTip() : tipFor(p.expected ?? p.heard ?? '', nativeLanguage);
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
        shown.status === 'correct' && (
          <p>
            <Trans>Every sound was right.</Trans>
          </p>
        )
      )}
      {retry.state === 'done' && !retry.result && (
        <p role="status">
          <Trans>That did not sound like “{text}”. Try once more.</Trans>
        </p>
      )}
      {newStatus !== null && <p role="status">{t({ comment: 'How the word was said on the new try (said well, a sound was off, not heard)', message: `New try: ${newStatus}.` })}</p>}
      {retry.state === 'error' && <p role="alert">{i18n._(retry.message)}</p>}
      {recorder.recorderError && <p role="alert">{recorder.recorderError}</p>}
      <div className="word-sheet__actions">
        <Button onClick={() => onHearSlowly(word.word)}>
          <Trans>Hear it slowly</Trans>
        </Button>
        <Button color="primary" disabled={!recorder.isAvailable || retry.state === 'scoring'} loading={retry.state === 'scoring'} onClick={() => void record()}>
          {retry.state === 'recording' ? t`Stop and score` : t`Try again`}
        </Button>
      </div>
    </section>
  );
}
