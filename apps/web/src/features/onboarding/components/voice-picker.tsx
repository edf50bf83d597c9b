// The voices the server really has, each with a preview button, and the voice style.
import { useRef, useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useVoiceAccentName, useVoiceStyleName } from '../../../i18n/voice-words';
import type { Voice } from '@parley/contract/speech';
import { textToAudioCall } from '../../../api/speech';
import { describeError } from '../../../lib/request/error-message';

interface VoicePickerProps {
  voices: Voice[];
  voiceId: string | null;
  voiceStyle: string | null;
  onChange(voiceId: string, voiceStyle: string): void;
}

export function VoicePicker({ voices, voiceId, voiceStyle, onChange }: VoicePickerProps) {
  const [previewing, setPreviewing] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const selectedVoice = voices.find((v) => v.id === voiceId);
  const { t } = useLingui();
  const accentName = useVoiceAccentName();
  const voiceStyleName = useVoiceStyleName();

  const preview = async (voice: Voice) => {
    audio.current?.pause();
    setPreviewing(voice.id);
    try {
      const style = voice.id === voiceId && voiceStyle ? voiceStyle : (voice.styles[0]?.key ?? 'normal');
      const { url } = await textToAudioCall({ text: voice.previewText, voiceRoleId: voice.id, voiceStyle: style });
      audio.current = new Audio(url);
      audio.current.onended = () => setPreviewing(null);
      await audio.current.play();
    } catch (error) {
      setPreviewing(null);
      Toast.show({ content: error instanceof Error && error.message ? describeError(error) : t`Could not play the preview` });
    }
  };

  return (
    <>
      <div role="radiogroup" aria-label={t`Voice`} className="choice-list choice-list--compact">
        {voices.map((voice) => {
          const name = voice.name;
          return (
            <div key={voice.id} className={voice.id === voiceId ? 'voice-row choice--selected' : 'voice-row'}>
              <button
                type="button"
                role="radio"
                aria-checked={voice.id === voiceId}
                className="voice-row__select"
                onClick={() => onChange(voice.id, voice.styles[0]?.key ?? 'normal')}
              >
                <span className="choice__title">{voice.name}</span>
                <span className="choice__subtitle">
                  {voice.gender === 'female' ? t({ comment: 'Of a voice', message: 'Female' }) : t({ comment: 'Of a voice', message: 'Male' })} · {accentName(voice)}
                </span>
              </button>
              <Button size="small" fill="outline" loading={previewing === voice.id} onClick={() => void preview(voice)} aria-label={t`Preview ${name}`}>
                <SoundOutline aria-hidden="true" /> <Trans>Preview</Trans>
              </Button>
            </div>
          );
        })}
      </div>
      {selectedVoice && (
        <div className="chip-grid chip-grid--tight" role="radiogroup" aria-label={t`Voice style`}>
          {selectedVoice.styles.map((style) => (
            <button
              key={style.key}
              type="button"
              role="radio"
              className="chip"
              aria-checked={style.key === voiceStyle}
              onClick={() => onChange(selectedVoice.id, style.key)}
            >
              {voiceStyleName(style)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
