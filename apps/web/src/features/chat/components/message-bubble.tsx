// One message: its text (tap a word for its card, blurred until tapped when autoBlurText is on),
// play/stop for AI replies, a retry for failed sends, inline grammar corrections, a pronunciation
// score, and the per-message actions by long press or the "more" button.
import { useRef, useState, type PointerEvent } from 'react';
import { ActionSheet, Button, DotLoading, Toast } from 'antd-mobile';
import { MoreOutline, SoundOutline, StopOutline } from 'antd-mobile-icons';
import type { GrammarIssue } from '@parley/contract/language';
import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from '../../../constants';
import { checkGrammarCall, collectMessageCall, translateCall } from '../api/language-calls';
import type { LocalMessage } from '../hooks/use-chat';
import { TappableText } from './tappable-text';

interface MessageBubbleProps {
  message: LocalMessage;
  isBlurred: boolean;
  audio: { index: string | number | null; isAudioPlay: boolean; loading: boolean };
  onSpeak(text: string, index: string | number): void;
  onWord(word: string): void;
  onRetry(message: LocalMessage): void;
}

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ content: 'Copied' });
  } catch {
    Toast.show({ content: 'Copied error' });
  }
}

export function MessageBubble({ message, isBlurred, audio, onSpeak, onWord, onRetry }: MessageBubbleProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  const [actionsOpen, setActionsOpen] = useState(false);
  const [translation, setTranslation] = useState<string | null>(null);
  const [grammar, setGrammar] = useState<{ issues: GrammarIssue[]; corrected: string } | null>(null);
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const isAi = message.from === 'ai';
  const index = message.id ?? message.key;
  const isPlaying = audio.index === index && audio.isAudioPlay;
  const isLoadingAudio = audio.index === index && audio.loading;
  const hidden = isAi && isBlurred && !isRevealed && message.status !== 'streaming';

  // Long press (spec §9: 350 ms, 10 px tolerance) opens the actions.
  const onPointerDown = (event: PointerEvent) => {
    const timer = setTimeout(() => setActionsOpen(true), LONG_PRESS_MS);
    press.current = { x: event.clientX, y: event.clientY, timer };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (press.current && Math.hypot(event.clientX - press.current.x, event.clientY - press.current.y) > LONG_PRESS_TOLERANCE_PX) cancelPress();
  };
  const cancelPress = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };

  const run = async (action: () => Promise<void>) => {
    const loading = Toast.show({ icon: 'loading', content: 'Working…', duration: 0 });
    try {
      await action();
    } catch (error) {
      Toast.show({ content: (error as Error).message || 'system error' });
    } finally {
      loading.close();
    }
  };

  const actions = [
    { key: 'translate', text: 'Translate', onClick: () => run(async () => setTranslation((await translateCall(message.content)).text)) },
    ...(isAi ? [] : [{ key: 'grammar', text: 'Check grammar', onClick: () => run(async () => setGrammar(await checkGrammarCall(message.content))) }]),
    { key: 'copy', text: 'Copy', onClick: () => void copyText(message.content) },
    ...(message.id ? [{ key: 'collect', text: 'Collect', onClick: () => run(async () => { const { isNew } = await collectMessageCall(message.id!); Toast.show({ content: isNew ? 'Saved to your collection' : 'Already in your collection' }); }) }] : []),
    { key: 'play', text: 'Play', onClick: () => onSpeak(message.content, index) },
  ];

  return (
    <div className={isAi ? 'bubble-row bubble-row--ai' : 'bubble-row bubble-row--learner'}>
      <div
        className={`bubble ${isAi ? 'bubble--ai' : 'bubble--learner'} ${message.status === 'failed' ? 'bubble--failed' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={cancelPress}
        onPointerLeave={cancelPress}
        onContextMenu={(event) => {
          event.preventDefault();
          setActionsOpen(true);
        }}
      >
        {hidden ? (
          <button type="button" className="bubble__blurred" onClick={() => setIsRevealed(true)} aria-label="Show the reply text">
            <span aria-hidden="true">{message.content}</span>
          </button>
        ) : (
          <div className="bubble__text">
            <TappableText text={message.content} onWord={onWord} />
            {message.status === 'streaming' && <DotLoading />}
          </div>
        )}
        {message.check && !message.check.fits && message.check.hint && <p className="bubble__hint">Tip: {message.check.hint}</p>}
        {translation && <p className="bubble__translation">{translation}</p>}
        {grammar && (
          <div className="bubble__grammar" role="note" aria-label="Grammar check">
            {grammar.issues.length === 0 ? (
              <p>✓ No mistakes found.</p>
            ) : (
              <>
                <p>
                  <strong>Better:</strong> {grammar.corrected}
                </p>
                <ul>
                  {grammar.issues.map((issue, i) => (
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
        {message.assessment && (
          <div className="bubble__score" aria-label={`Pronunciation score ${message.assessment.score}`}>
            <strong>Pronunciation {message.assessment.score}/100</strong>{' '}
            {message.assessment.words.map((w, i) => (
              <span key={i} className={`score-word score-word--${w.status}`} title={w.ipa ? `/${w.ipa}/` : undefined}>
                {w.word}
              </span>
            ))}
          </div>
        )}
        <div className="bubble__tools">
          {isAi && message.status === 'sent' && (
            <Button size="mini" fill="none" onClick={() => onSpeak(message.content, index)} aria-label={isPlaying ? 'Stop' : 'Play'} loading={isLoadingAudio}>
              {isPlaying ? <StopOutline aria-hidden="true" /> : <SoundOutline aria-hidden="true" />}
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
        {message.status === 'failed' && <p className="bubble__error" role="alert">{message.error}</p>}
      </div>
      <ActionSheet visible={actionsOpen} actions={actions} onClose={() => setActionsOpen(false)} closeOnAction cancelText="Cancel" />
    </div>
  );
}
