// A play/stop button for a text: it speaks the text (textToAudio) and shows loading while the
// server makes the audio. Only one audio plays at a time across the app.
import { DotLoading } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useLingui } from '@lingui/react/macro';
import { StopIcon } from '../../../components/icons';
import { useAudioPlayer } from '../hooks/use-audio-player';
import '../audio-player.css';

interface PlayButtonProps {
  text: string;
  /** What the button names ("Play <label>"); defaults to the text itself, shortened. */
  label?: string;
  /** Identifies this audio; defaults to the text. */
  playKey?: string;
}

function shorten(text: string, max = 60) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function PlayButton({ text, label, playKey }: PlayButtonProps) {
  const { t } = useLingui();
  const player = useAudioPlayer();
  const key = playKey ?? text;
  const status = player.statusOf(key);
  const name = shorten(label ?? text);
  return (
    <button
      type="button"
      className="icon-button play-button"
      aria-label={status === 'idle' ? t({ comment: 'Button: plays the audio of a text', message: `Play “${name}”` }) : t({ comment: 'Button: stops the audio of a text', message: `Stop “${name}”` })}
      aria-busy={status === 'loading'}
      onClick={() => player.toggle(key, text)}
    >
      {status === 'loading' ? <DotLoading color="primary" /> : status === 'playing' ? <StopIcon fontSize={20} /> : <SoundOutline aria-hidden="true" fontSize={20} />}
    </button>
  );
}
