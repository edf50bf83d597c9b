// One message: its text (tap a word for its card, blurred until tapped when autoBlurText is on),
// play/stop for AI replies, a retry for failed sends, the server's correction marked on a learner
// message, inline grammar corrections, the pronunciation
// score of a voice turn, and the per-message actions by long press or the "more" button. What the
// actions find is handed up (onUpdate) and kept with the message: the virtualised list unmounts
// bubbles that scroll away, and the learner expects a translation to still be there on the way back.
import { useRef, useState, type PointerEvent } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { ActionMenu } from '../../../components/action-menu';
import { MoreOutline, SoundOutline, StopOutline } from 'antd-mobile-icons';
import type { Assessment } from '@parley/contract/speech';
import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from '../../../constants';
import { assessRecordingCall, checkGrammarCall, collectMessageCall, translateCall } from '../api/language-calls';
import type { LocalMessage, MessageExtras } from '../hooks/use-chat';
import { CorrectedText, CorrectionReason, fitsText } from './corrected-text';
import { TappableText } from './tappable-text';

export type AudioStatus = 'idle' | 'loading' | 'playing';

interface MessageBubbleProps {
  message: LocalMessage;
  isBlurred: boolean;
  audioStatus: AudioStatus;
  onSpeak(message: LocalMessage): void;
  onWord(word: string): void;
  onRetry(message: LocalMessage): void;
  onUpdate(key: string, patch: MessageExtras): void;
}

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ content: 'Copied' });
  } catch {
    Toast.show({ content: 'Copied error' });
  }
}

const WORD_MARKS: Record<Assessment['words'][number]['status'], string> = {
  correct: 'said well',
  mispronounced: 'unclear',
  missing: 'not heard',
};

/** The pronunciation score with each word marked and its IPA, so the learner sees how to say it. */
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

export function MessageBubble({ message, isBlurred, audioStatus, onSpeak, onWord, onRetry, onUpdate }: MessageBubbleProps) {
  const [actionsOpen, setActionsOpen] = useState(false);
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const isAi = message.from === 'ai';
  const hidden = isAi && isBlurred && !message.isRevealed && message.status !== 'streaming';
  const update = (patch: MessageExtras) => onUpdate(message.key, patch);
  const correction = !isAi && message.correction && fitsText(message.content, message.correction) ? message.correction : null;

  // Long press (spec §9: 350 ms, 10 px tolerance) opens the actions.
  const onPointerDown = (event: PointerEvent) => {
    cancelPress();
    const timer = setTimeout(() => {
      press.current = null;
      setActionsOpen(true);
    }, LONG_PRESS_MS);
    press.current = { x: event.clientX, y: event.clientY, timer };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (press.current && Math.hypot(event.clientX - press.current.x, event.clientY - press.current.y) > LONG_PRESS_TOLERANCE_PX) cancelPress();
  };
  const cancelPress = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };

  /** Runs an action under a loading toast; what it answers (or its error) is shown after. */
  const run = async (action: () => Promise<string | void>) => {
    const loading = Toast.show({ icon: 'loading', content: 'Working…', duration: 0 });
    let notice: string | void;
    try {
      notice = await action();
    } catch (error) {
      notice = (error as Error).message || 'system error';
    }
    // antd-mobile has one toast at a time: closing the loading toast after showing the notice
    // would close the notice.
    loading.close();
    if (notice) Toast.show({ content: notice });
  };

  const assess = (audioUrl: string) =>
    run(async () => {
      const { assessment } = await assessRecordingCall(audioUrl, message.content);
      if (!assessment) return 'Could not score this recording';
      update({ assessment });
    });

  const actions = [
    { key: 'translate', text: 'Translate', onClick: () => void run(async () => update({ translation: (await translateCall(message.content)).text })) },
    ...(isAi ? [] : [{ key: 'grammar', text: 'Check grammar', onClick: () => void run(async () => update({ grammar: await checkGrammarCall(message.content) })) }]),
    ...(!isAi && message.audioUrl ? [{ key: 'pronunciation', text: 'Pronunciation score', onClick: () => void assess(message.audioUrl!) }] : []),
    { key: 'copy', text: 'Copy', onClick: () => void copyText(message.content) },
    ...(message.id
      ? [
          {
            key: 'collect',
            text: 'Collect',
            onClick: () =>
              void run(async () => ((await collectMessageCall(message.id!)).isNew ? 'Saved to your collection' : 'Already in your collection')),
          },
        ]
      : []),
    { key: 'play', text: 'Play', onClick: () => onSpeak(message) },
  ];

  return (
    <div className={isAi ? 'bubble-row bubble-row--ai' : 'bubble-row bubble-row--learner'}>
      <div
        className={`bubble ${isAi ? 'bubble--ai' : 'bubble--learner'} ${message.status === 'failed' ? 'bubble--failed' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={cancelPress}
        onPointerLeave={cancelPress}
        onPointerCancel={cancelPress}
        onContextMenu={(event) => {
          event.preventDefault();
          cancelPress();
          setActionsOpen(true);
        }}
      >
        {hidden ? (
          <button type="button" className="bubble__blurred" onClick={() => update({ isRevealed: true })} aria-label="Show the reply text">
            <span aria-hidden="true">{message.content}</span>
          </button>
        ) : (
          <div className="bubble__text">
            {correction ? <CorrectedText text={message.content} correction={correction} onWord={onWord} /> : <TappableText text={message.content} onWord={onWord} />}
            {message.status === 'streaming' && <DotLoading />}
          </div>
        )}
        {correction && <CorrectionReason correction={correction} />}
        {message.check && !message.check.fits && message.check.hint && <p className="bubble__hint">Tip: {message.check.hint}</p>}
        {message.translation && <p className="bubble__translation">{message.translation}</p>}
        {message.grammar && (
          <div className="bubble__grammar" role="note" aria-label="Grammar check">
            {message.grammar.issues.length === 0 ? (
              <p>✓ No mistakes found.</p>
            ) : (
              <>
                <p>
                  <strong>Better:</strong> {message.grammar.corrected}
                </p>
                <ul>
                  {message.grammar.issues.map((issue, i) => (
                    <li key={i}>
                      <del>{issue.text}</del> → <ins>{issue.suggestion}</ins>: {issue.explanation}
                      {issue.explanationNative && <span className="bubble__native"> ({issue.explanationNative})</span>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        {message.assessment && <PronunciationScore assessment={message.assessment} />}
        <div className="bubble__tools">
          {isAi && message.status === 'sent' && (
            <Button size="mini" fill="none" onClick={() => onSpeak(message)} aria-label={audioStatus === 'idle' ? 'Play' : 'Stop'} aria-busy={audioStatus === 'loading'} loading={audioStatus === 'loading'}>
              {audioStatus === 'playing' ? <StopOutline aria-hidden="true" /> : <SoundOutline aria-hidden="true" />}
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
