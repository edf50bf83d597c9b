// One message: its text (tap a word for its card, blurred until tapped when autoBlurText is on),
// play/stop for AI replies, a retry for failed sends, the server's correction marked on a learner
// message, what the learner's actions found (a
// translation here; a grammar check or a pronunciation score as `details`, from their own
// features), and the per-message actions by long press or the "more" button. What the actions
// find is handed up (onUpdate) and kept with the message: the virtualised list unmounts bubbles
// that scroll away, and the learner expects a translation to still be there on the way back.
import { useRef, useState, type ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { MoreOutline, SoundOutline } from 'antd-mobile-icons';
import { StopIcon } from '../../../components/icons';
import { ActionMenu } from '../../../components/action-menu';
import { useLongPress } from '../../../hooks/use-long-press';
import type { LocalMessage, MessageExtras } from '../hooks/use-chat';
import { useRovingWords } from '../hooks/use-roving-words';
import { messageActions } from '../message-actions';
import { CorrectedText, CorrectionReason, fitsText } from './corrected-text';
import { TappableText } from './tappable-text';

export type AudioStatus = 'idle' | 'loading' | 'playing';

interface MessageBubbleProps {
  message: LocalMessage;
  isBlurred: boolean;
  audioStatus: AudioStatus;
  /** Shown under the text: the grammar check and the pronunciation score, when there are any. */
  details?: ReactNode;
  onSpeak(message: LocalMessage): void;
  onWord(word: string): void;
  onRetry(message: LocalMessage): void;
  onUpdate(key: string, patch: MessageExtras): void;
  /** "Why?" on a corrected learner message: the page opens the explanation. */
  onExplain?(message: LocalMessage, correction: NonNullable<LocalMessage['correction']>): void;
}

export function MessageBubble({ message, isBlurred, audioStatus, details, onSpeak, onWord, onRetry, onUpdate, onExplain }: MessageBubbleProps) {
  const [actionsOpen, setActionsOpen] = useState(false);
  const longPress = useLongPress(() => setActionsOpen(true));
  const textRef = useRef<HTMLDivElement>(null);
  const onWordKey = useRovingWords(textRef);
  const isAi = message.from === 'ai';
  const hidden = isAi && isBlurred && !message.isRevealed && message.status !== 'streaming';
  const update = (patch: MessageExtras) => onUpdate(message.key, patch);
  const actions = messageActions(message, { onUpdate: update, onSpeak: () => onSpeak(message) });
  const correction = !isAi && message.correction && fitsText(message.content, message.correction) ? message.correction : null;

  return (
    <div className={isAi ? 'bubble-row bubble-row--ai' : 'bubble-row bubble-row--learner'}>
      <div className={`bubble ${isAi ? 'bubble--ai' : 'bubble--learner'} ${message.status === 'failed' ? 'bubble--failed' : ''}`} {...longPress}>
        {hidden ? (
          <button type="button" className="bubble__blurred" onClick={() => update({ isRevealed: true })} aria-label="Show the reply text">
            <span aria-hidden="true">{message.content}</span>
          </button>
        ) : (
          <div className="bubble__text" ref={textRef} onKeyDown={onWordKey}>
            {correction ? <CorrectedText text={message.content} correction={correction} onWord={onWord} /> : <TappableText text={message.content} onWord={onWord} />}
            {message.status === 'streaming' && <DotLoading />}
          </div>
        )}
        {correction && <CorrectionReason correction={correction} onExplain={onExplain ? () => onExplain(message, correction) : undefined} />}
        {message.check && !message.check.fits && message.check.hint && <p className="bubble__hint">Tip: {message.check.hint}</p>}
        {message.translation && <p className="bubble__translation">{message.translation}</p>}
        {details}
        <div className="bubble__tools">
          {isAi && message.status === 'sent' && (
            <Button size="mini" fill="none" onClick={() => onSpeak(message)} aria-label={audioStatus === 'idle' ? 'Play' : 'Stop'} aria-busy={audioStatus === 'loading'} loading={audioStatus === 'loading'}>
              {audioStatus === 'playing' ? <StopIcon /> : <SoundOutline aria-hidden="true" />}
            </Button>
          )}
          {message.status === 'failed' && (
            <Button size="mini" color="danger" fill="outline" onClick={() => onRetry(message)}>
              Retry
            </Button>
          )}
          {message.status !== 'streaming' && (
            <Button size="mini" fill="none" onClick={() => setActionsOpen(true)} aria-label="More actions">
              <MoreOutline aria-hidden="true" />
            </Button>
          )}
        </div>
        {message.status === 'failed' && (
          <p className="bubble__error" role="alert">
            {message.error}
          </p>
        )}
      </div>
      <ActionMenu visible={actionsOpen} actions={actions} onClose={() => setActionsOpen(false)} label="Message actions" cancelText="Cancel" />
    </div>
  );
}
