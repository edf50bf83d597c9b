// A voice turn: the recording is recognised into a draft the learner may edit, and goes with the
// message when it is sent. The score from recognition is for what was heard; when the learner
// edits the text, the recording is scored again against what they meant to say.
import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import type { Assessment } from '@parley/contract/speech';
import { assessRecordingCall, recognizeVoiceCall } from '../../../api/speech';
import { describeError } from '../../../lib/request/error-message';

interface PendingVoice {
  audioUrl: string | null;
  /** What the recogniser heard: the learner may edit it before sending. */
  recognisedText: string;
  assessment: Assessment | null;
}

export interface VoiceAttachment {
  audioUrl: string | null;
  assessment: Assessment | null;
  /** Set when the text was edited: scores the recording against it and hands the score on. */
  rescore: ((onScore: (assessment: Assessment) => void) => void) | null;
  /** Sent as the recogniser heard it: the server makes no capital-letter or punctuation corrections. */
  asHeard: boolean;
}

interface VoiceTurnOptions {
  /** The learner's autoSpeechAssessment setting. */
  shouldAssess: boolean;
  /** The longest text the input takes. */
  maxLength: number;
  /** The recognised text, for the input. */
  onHeard(text: string): void;
  /** The conversation the turn answers in: recognition listens for its likely answers. */
  conversationId: number | null;
}

export function useVoiceTurn({ shouldAssess, maxLength, onHeard, conversationId }: VoiceTurnOptions) {
  const { t } = useLingui();
  const [pending, setPending] = useState<PendingVoice | null>(null);
  const [isRecognizing, setIsRecognizing] = useState(false);

  const recognise = async (wav: Blob) => {
    setIsRecognizing(true);
    try {
      // Scored against what was recognised: the score marks words said unclearly.
      const result = await recognizeVoiceCall(wav, { assess: shouldAssess, conversationId });
      if (!result.text.trim()) {
        Toast.show({ content: t`Sorry, I didn't catch that. Try again a little louder.` });
        return;
      }
      const text = result.text.slice(0, maxLength);
      onHeard(text);
      setPending({ audioUrl: result.audioUrl, recognisedText: text, assessment: result.assessment });
    } catch (error) {
      Toast.show({ content: describeError(error) });
    } finally {
      setIsRecognizing(false);
    }
  };

  /** The recording that goes with `text` as it is sent (nothing when the turn was typed). */
  const take = (text: string): VoiceAttachment => {
    const voice = pending;
    setPending(null);
    const isEdited = voice !== null && voice.recognisedText.trim() !== text;
    const audioUrl = voice?.audioUrl ?? null;
    const rescore =
      audioUrl && isEdited && shouldAssess
        ? (onScore: (assessment: Assessment) => void) =>
            void assessRecordingCall(audioUrl, text)
              .then(({ assessment }) => assessment && onScore(assessment))
              .catch(() => undefined)
        : null;
    return { audioUrl, assessment: isEdited ? null : (voice?.assessment ?? null), rescore, asHeard: voice !== null && !isEdited };
  };

  return { isRecognizing, recognise, take, discard: () => setPending(null) };
}
