// The pronunciation score of a voice turn (spec §3 autoSpeechAssessment): each word marked, with
// its IPA, so the learner sees how to say it.
import type { Assessment } from '@parley/contract/speech';
import '../speech.css';

const WORD_MARKS: Record<Assessment['words'][number]['status'], string> = {
  correct: 'said well',
  mispronounced: 'unclear',
  missing: 'not heard',
};

export function PronunciationScore({ assessment }: { assessment: Assessment }) {
  return (
    <div className="bubble__score" role="group" aria-label={`Pronunciation score ${assessment.score}`}>
      <strong>Pronunciation {assessment.score}/100</strong>
      <ul className="score-words">
        {assessment.words.map((w, i) => (
          <li key={i} className={`score-word score-word--${w.status}`}>
            <span className="score-word__text">{w.word}</span>
            {w.ipa && <span className="score-word__ipa">/{w.ipa}/</span>}
            <span className="visually-hidden">
              {' '}
              ({WORD_MARKS[w.status]}
              {w.status === 'mispronounced' && w.heard ? `, heard “${w.heard}”` : ''})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
