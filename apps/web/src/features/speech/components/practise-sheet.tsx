// "Practise this" on a partner's message, a corrected learner message or a scene's key phrase (issues 18 §5, 20): the
// sentence to hear again, then "Say it", which records the learner and scores the recording against
// the sentence, word by word, with the pronunciation score the chat shows for a spoken turn. The page
// passes the play button, since the audio player is another feature's.
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Assessment } from '@parley/contract/speech';
import { Sheet } from '../../../components/sheet';
import { SayItButton } from './say-it-button';
import { PronunciationScore } from './pronunciation-score';

interface PractiseSheetProps {
  /** The sentence to practise; null when the sheet is closed. */
  sentence: string | null;
  onClose(): void;
  renderPlay(text: string): ReactNode;
  /** says one word of the result slowly (the page owns the audio player) */
  onHearSlowly(word: string): void;
  nativeLanguage?: string | null | undefined;
}

export function PractiseSheet({ sentence, onClose, renderPlay, onHearSlowly, nativeLanguage }: PractiseSheetProps) {
  return (
    <Sheet isOpen={sentence !== null} onClose={onClose} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
      {sentence !== null && <Practice key={sentence} sentence={sentence} renderPlay={renderPlay} onHearSlowly={onHearSlowly} nativeLanguage={nativeLanguage} />}
    </Sheet>
  );
}

function Practice({ sentence, renderPlay, onHearSlowly, nativeLanguage }: Omit<PractiseSheetProps, 'sentence' | 'onClose'> & { sentence: string }) {
  const { t } = useLingui();
  const [assessment, setAssessment] = useState<Assessment | null>(null);
  // A new try hides the last score until it is scored.
  const [isTrying, setIsTrying] = useState(false);
  return (
    <section className="practise" role="region" aria-label={t`Practise this`}>
      <h2 className="practise__title">
        <Trans>Listen, then say it</Trans>
      </h2>
      <p className="practise__sentence" dir="auto">
        {sentence}
      </p>
      {renderPlay(sentence)}
      <SayItButton sentence={sentence} onScored={setAssessment} onRecording={setIsTrying} />
      {assessment && !isTrying && <PronunciationScore assessment={assessment} onHearSlowly={onHearSlowly} nativeLanguage={nativeLanguage} />}
    </section>
  );
}
