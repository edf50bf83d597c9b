// The pronunciation score of a voice turn (spec §3 autoSpeechAssessment): each word marked by its result —
// in words and a symbol as well as colour — with its IPA; tapping a word opens its sounds (issue 18).
import { useState } from 'react';
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
  const [open, setOpen] = useState<AssessedWord | null>(null);
  if (assessment.mismatch) {
    return (
      <div className="bubble__score" role="group" aria-label="Pronunciation">
        <p>That did not sound like the sentence, so it was not scored. Try reading it again.</p>
      </div>
    );
  }
  return (
    <div className="bubble__score" role="group" aria-label={`Pronunciation score ${assessment.score}`}>
      <strong>Pronunciation {assessment.score}/100</strong>
      <ul className="score-words">
        {assessment.words.map((w, i) => (
          <li key={i} className={`score-word score-word--${w.status}`}>
            <button type="button" className="score-word__button" onClick={() => setOpen(w)} aria-label={`${w.word}: ${STATUS_TEXT[w.status]}. Show its sounds`}>
              <span className="score-word__text">
                <span aria-hidden="true">{SYMBOL[w.status]} </span>
                {w.word}
              </span>
              {w.ipa && <span className="score-word__ipa">/{w.ipa}/</span>}
            </button>
          </li>
        ))}
      </ul>
      <WordSheet word={open} onHearSlowly={onHearSlowly} nativeLanguage={nativeLanguage} onClose={() => setOpen(null)} />
    </div>
  );
}
