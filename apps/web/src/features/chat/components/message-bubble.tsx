// One message: its text (tap a word for its card, blurred until tapped when autoBlurText is on), a
// retry for failed sends, the server's correction marked on a learner message, what the learner's
// actions found (a translation here; a grammar check or a pronunciation score as `details`, from
// their own features), and the message's actions as labelled buttons under it (issue 20: they used
// to hide behind an unlabelled "more"; a long press still opens them as a menu). The words and the
// actions are one tab stop each, the arrow keys move within them. What the actions find is handed
// up (onUpdate) and kept with the message: the virtualised list unmounts bubbles that scroll away,
// and the learner expects a translation to still be there on the way back.
import { useRef, useState, type ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { StopIcon } from '../../../components/icons';
import { ActionMenu } from '../../../components/action-menu';
import { useLongPress } from '../../../hooks/use-long-press';
import type { LocalMessage, MessageExtras } from '../hooks/use-chat';
import { WORD_SELECTOR, useRovingFocus } from '../hooks/use-roving-focus';
import { messageActions, type MessageAction } from '../message-actions';
import { CorrectedText, CorrectionReason, fitsText } from './corrected-text';
import { ACTION_ICONS } from './message-icons';
import { TappableText } from './tappable-text';

export type AudioStatus = 'idle' | 'loading' | 'playing';

const ACTION_SELECTOR = '.bubble__action';

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
  /** "Practise this" on a partner's message or a corrected learner one: the page opens its sheet. */
  onPractise?(message: LocalMessage): void;
}

export function MessageBubble({ message, isBlurred, audioStatus, details, onSpeak, onWord, onRetry, onUpdate, onExplain, onPractise }: MessageBubbleProps) {
  const { t, i18n } = useLingui();
  const [actionsOpen, setActionsOpen] = useState(false);
  const longPress = useLongPress(() => setActionsOpen(true));
  const textRef = useRef<HTMLDivElement>(null);
  const wordFocus = useRovingFocus(textRef, WORD_SELECTOR);
  const toolsRef = useRef<HTMLDivElement>(null);
  const toolFocus = useRovingFocus(toolsRef, ACTION_SELECTOR);
  const isAi = message.from === 'ai';
  const hidden = isAi && isBlurred && !message.isRevealed && message.status !== 'streaming';
  const update = (patch: MessageExtras) => onUpdate(message.key, patch);
  const correction = !isAi && message.correction && fitsText(message.content, message.correction) ? message.correction : null;
  // A partner's sentence is practised as it is; a learner's only once corrected, in its right form.
  const canPractise = onPractise !== undefined && (isAi || correction !== null);
  const actions = messageActions(message, { onUpdate: update, onSpeak: () => onSpeak(message), ...(canPractise ? { onPractise: () => onPractise(message) } : {}) });
  const hasActions = message.status !== 'streaming' && message.status !== 'waiting';
  const hint = message.check && !message.check.fits ? message.check.hint : null;

  const renderAction = (action: MessageAction) => {
    if (action.key !== 'play') {
      return (
        <button key={action.key} type="button" className="bubble__action" tabIndex={-1} onClick={action.onClick}>
          {ACTION_ICONS[action.key]}
          <span>{i18n._(action.label)}</span>
        </button>
      );
    }
    // Play turns to Stop while the audio is fetched and played.
    return (
      <button key={action.key} type="button" className="bubble__action" tabIndex={-1} onClick={action.onClick} aria-busy={audioStatus === 'loading'}>
        {audioStatus === 'loading' ? <DotLoading /> : audioStatus === 'playing' ? <StopIcon fontSize={16} /> : ACTION_ICONS.play}
        <span>{audioStatus === 'idle' ? i18n._(action.label) : t({ comment: "Button: stops the message's audio", message: 'Stop' })}</span>
      </button>
    );
  };

  return (
    <div className={isAi ? 'bubble-row bubble-row--ai' : 'bubble-row bubble-row--learner'}>
      <div className={`bubble ${isAi ? 'bubble--ai' : 'bubble--learner'} ${message.status === 'failed' ? 'bubble--failed' : ''}`} {...longPress}>
        {hidden ? (
          <button type="button" className="bubble__blurred" onClick={() => update({ isRevealed: true })} aria-label={t`Show the reply text`}>
            <span aria-hidden="true">{message.content}</span>
          </button>
        ) : (
          <div className="bubble__text" dir="auto" ref={textRef} {...wordFocus}>
            {correction ? <CorrectedText text={message.content} correction={correction} onWord={onWord} /> : <TappableText text={message.content} onWord={onWord} />}
            {message.status === 'streaming' && <DotLoading />}
          </div>
        )}
        {correction && <CorrectionReason correction={correction} onExplain={onExplain ? () => onExplain(message, correction) : undefined} />}
        {hint && (
          <p className="bubble__hint">
            <Trans>Tip: {hint}</Trans>
          </p>
        )}
        {message.translation && <p className="bubble__translation">{message.translation}</p>}
        {details}
        {message.status === 'failed' && (
          <div className="bubble__retry">
            <Button size="mini" color="danger" fill="outline" onClick={() => onRetry(message)}>
              <Trans>Retry</Trans>
            </Button>
          </div>
        )}
        {hasActions && (
          <div className="bubble__tools" role="toolbar" aria-label={t`Message actions`} ref={toolsRef} {...toolFocus}>
            {actions.map(renderAction)}
          </div>
        )}
        {message.status === 'failed' && (
          <p className="bubble__error" role="alert">
            {message.error}
          </p>
        )}
      </div>
      <ActionMenu visible={actionsOpen} actions={actions.map((action) => ({ key: action.key, text: i18n._(action.label), onClick: action.onClick }))} onClose={() => setActionsOpen(false)} label={t`Message actions`} />
    </div>
  );
}
