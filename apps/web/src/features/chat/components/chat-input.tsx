// The input bar: text up to 140 characters with a counter, send on Enter, voice by hold-to-talk
// or tap-to-toggle (the recognised text can be edited before sending), hints and emoji.
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { AudioOutline, SmileOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { SendIcon, StopIcon } from '../../../components/icons';
import { TEXT_INPUT_MAX_LENGTH } from '../../../constants';
import '../chat.css';

/** A press shorter than this is a tap (toggle); longer is hold-to-talk. */
const HOLD_THRESHOLD_MS = 300;

/** The microphone, as the speech feature's recorder offers it. */
export interface RecorderControls {
  isAvailable: boolean;
  isRecording: boolean;
  recorderError: string | null;
  start(onTooLong?: () => void): Promise<boolean>;
  stop(): Promise<Blob | null>;
}

interface ChatInputProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  isSending: boolean;
  recorder: RecorderControls;
  onRecorded(wav: Blob): void;
  isRecognizing: boolean;
  onHints(): void;
  onEmoji(): void;
}

export function ChatInput({ value, onChange, onSend, isSending, recorder, onRecorded, isRecognizing, onHints, onEmoji }: ChatInputProps) {
  const { t } = useLingui();
  const pressedAt = useRef<number | null>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);

  // The box grows with the message up to its CSS max-height (about four lines), so a learner sees
  // what they typed instead of a one-line window; beyond that it scrolls.
  useLayoutEffect(() => {
    const box = textBox.current;
    if (!box) return;
    box.style.height = 'auto';
    const border = box.offsetHeight - box.clientHeight;
    box.style.height = `${box.scrollHeight + border}px`;
  }, [value]);

  const finish = async () => {
    const wav = await recorder.stop();
    if (wav) onRecorded(wav);
    else Toast.show({ content: t`That was too short. Hold the button and speak.` });
  };

  const onMicDown = async (event: PointerEvent) => {
    event.preventDefault();
    // A second tap stops a tap-started recording.
    if (recorder.isRecording) {
      pressedAt.current = null;
      void finish();
      return;
    }
    pressedAt.current = Date.now();
    const started = await recorder.start(() => void finish());
    if (!started) pressedAt.current = null;
  };

  const onMicUp = () => {
    const startedAt = pressedAt.current;
    pressedAt.current = null;
    // A long press ends with the release; a tap keeps recording until the next tap.
    if (startedAt !== null && Date.now() - startedAt >= HOLD_THRESHOLD_MS) void finish();
  };

  /** Keyboard (Enter/Space give a click with detail 0): each press toggles recording. */
  const onMicClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail !== 0) return;
    if (recorder.isRecording) void finish();
    else void recorder.start(() => void finish());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };

  return (
    <div className="chat-input">
      {recorder.recorderError && (
        <p className="chat-input__error" role="alert">
          {recorder.recorderError}
        </p>
      )}
      <div className="chat-input__row">
        <Button fill="none" onClick={onHints} aria-label={t`Hints: what could I say?`}>
          <QuestionCircleOutline aria-hidden="true" fontSize={22} />
        </Button>
        <div className="chat-input__box">
          <label htmlFor="chat-text" className="visually-hidden">
            <Trans>Your message</Trans>
          </label>
          <textarea
            ref={textBox}
            id="chat-text"
            // The counter appears once there is something to count, so that an empty box leaves its
            // whole width to the placeholder (a Spanish or Arabic one was cut off by "0/140").
            className={value ? 'chat-input__text chat-input__text--counted' : 'chat-input__text'}
            rows={1}
            dir="auto"
            maxLength={TEXT_INPUT_MAX_LENGTH}
            value={value}
            placeholder={recorder.isRecording ? t`Listening…` : isRecognizing ? t`Recognising…` : t`Type, or hold the mic`}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={value ? 'chat-text-count' : undefined}
            enterKeyHint="send"
          />
          {value && (
            <span id="chat-text-count" className="chat-input__count" aria-live="polite">
              {value.length}/{TEXT_INPUT_MAX_LENGTH}
            </span>
          )}
        </div>
        <Button fill="none" onClick={onEmoji} aria-label={t`Emoji`}>
          <SmileOutline aria-hidden="true" fontSize={22} />
        </Button>
        {value.trim() ? (
          <Button color="primary" onClick={onSend} loading={isSending} aria-label={t({ comment: "Button: sends the typed message", message: "Send" })}>
            <SendIcon />
          </Button>
        ) : (
          <button
            type="button"
            className={recorder.isRecording ? 'mic-button mic-button--recording' : 'mic-button'}
            disabled={!recorder.isAvailable || isRecognizing}
            aria-label={recorder.isRecording ? t`Stop recording` : t`Hold to talk, or tap to start recording`}
            aria-pressed={recorder.isRecording}
            onPointerDown={(event) => void onMicDown(event)}
            onPointerUp={onMicUp}
            onClick={onMicClick}
          >
            {isRecognizing ? <DotLoading /> : recorder.isRecording ? <StopIcon fontSize={20} /> : <AudioOutline aria-hidden="true" fontSize={20} />}
          </button>
        )}
      </div>
    </div>
  );
}
