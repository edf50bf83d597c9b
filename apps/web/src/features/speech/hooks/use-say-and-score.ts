// "Say it" for one sentence the learner has heard: the first press records, the second stops and
// scores the recording against the sentence. Shared by the review's listen-and-repeat card and the
// chat's "Practise" sheet, so both record, score and fail the same way.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Assessment } from '@parley/contract/speech';
import { recognizeVoiceCall } from '../../../api/speech';
import { describeError } from '../../../lib/request/error-message';
import { useRecorder } from './use-recorder';

export function useSayAndScore(sentence: string, onScored: (assessment: Assessment) => void) {
  const { t } = useLingui();
  const recorder = useRecorder();
  const [isScoring, setIsScoring] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setError(null);
    if (!recorder.isRecording) {
      await recorder.start();
      return;
    }
    const wav = await recorder.stop();
    if (!wav) {
      setError(t`Nothing was recorded. Try again.`);
      return;
    }
    setIsScoring(true);
    try {
      const result = await recognizeVoiceCall(wav, { assess: true, expectedText: sentence });
      if (result.assessment) onScored(result.assessment);
      else setError(t`Sorry, I couldn't score that. Try again, a little louder.`);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setIsScoring(false);
    }
  };

  return {
    toggle,
    isRecording: recorder.isRecording,
    isScoring,
    /** No microphone API in this browser: the button is disabled and the error says why. */
    canRecord: recorder.isAvailable,
    error: error ?? recorder.recorderError,
    /** The button's text: what a press does now. */
    label: recorder.isRecording ? t`Stop and score` : t`Say it`,
  };
}
