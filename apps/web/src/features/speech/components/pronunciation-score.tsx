// The pronunciation score of a voice turn (spec §3 autoSpeechAssessment): each word marked by its result —
// in words and a symbol as well as colour — with its IPA; tapping a word opens its sounds (issue 18).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Assessment, AssessedWord } from '@parley/contract/speech';
import { STATUS_TEXT, WordSheet } from './word-sheet';
import '../speech.css';

const SYMBOL: Record<AssessedWord['status'], string> = { correct: '✓', mispronounced: '~', missing: '✗' };

interface PronunciationScoreProps {
  assessment: Assessment;
  /** says a word slowly in the partner's voice */
  onHearSlowly(word: string): void;
  nativeLanguage?: string | null | undefined;
}

export function PronunciationScore({ assessment, onHearSlowly, nativeLanguage }: PronunciationScoreProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<AssessedWord | null>(null);
  if (assessment.mismatch) {
    return (
      <div className="bubble__score" role="group" aria-label={t`Pronunciation`}>
        <p>
          <Trans>That did not sound like the sentence, so it was not scored. Try reading it again.</Trans>
        </p>
      </div>
    );
  }
  const score = i18n.number(assessment.score);
  return (
    <div className="bubble__score" role="group" aria-label={t`Pronunciation score ${score}`}>
      <strong>
        <Trans>Pronunciation {score}/100</Trans>
      </strong>
      <ul className="score-words">
        {assessment.words.map((w, i) => {
          const word = w.word;
          const status = i18n._(STATUS_TEXT[w.status]);
          return (
            <li key={i} className={`score-word score-word--${w.status}`}>
              <button
                type="button"
                className="score-word__button"
                onClick={() => setOpen(w)}
                aria-label={t({ comment: 'A word of the learner’s sentence, then how it was said (said well, a sound was off, not heard)', message: `${word}: ${status}. Show its sounds` })}
              >
                <span className="score-word__text">
                  <span aria-hidden="true">{SYMBOL[w.status]} </span>
                  {w.word}
                </span>
                {w.ipa && <span className="score-word__ipa">/{w.ipa}/</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <WordSheet word={open} onHearSlowly={onHearSlowly} nativeLanguage={nativeLanguage} onClose={() => setOpen(null)} />
    </div>
  );
}
