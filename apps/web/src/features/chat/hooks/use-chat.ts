// The chat state of spec §3 "Chat info": the messages, and replyStatus / sendStatus / talkLoad
// while a reply streams in. A failed send stays in the list with a retry that reuses its
// clientMessageId, so the server never answers it twice.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, EngineInfo, SceneProgress, SceneSummary } from '@parley/contract/conversation';
import { clearChatHistoryCall, getChatHistoryCall, startChatCall } from '../api/conversation-calls';
import { sendMessageStreaming } from '../api/send-message';

export type SendStatus = 'idle' | 'sending' | 'failed';
export type ReplyStatus = 'idle' | 'waiting' | 'streaming';

export interface LocalMessage {
  key: string;
  id: number | null;
  from: 'ai' | 'learner';
  content: string;
  createdAt: string;
  status: 'sent' | 'pending' | 'failed' | 'streaming';
  clientMessageId: string | null;
  error?: string;
  check?: ChatMessage['check'];
  /** For a learner voice turn: the recording, for the pronunciation score. */
  audioUrl?: string | null;
  assessment?: { score: number; words: Array<{ word: string; status: string; ipa: string | null }> } | null;
}

export function newClientMessageId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const fromServer = (m: ChatMessage): LocalMessage => ({
  key: `m${m.id}`,
  id: m.id,
  from: m.from,
  content: m.content,
  createdAt: m.createdAt,
  status: 'sent',
  clientMessageId: m.clientMessageId,
  check: m.check,
});

export interface ChatOptions {
  roleId: number;
  sceneId?: number | undefined;
  topic?: string | undefined;
}

export function useChat({ roleId, sceneId, topic }: ChatOptions) {
  const [messages, setMessages] = useState<LocalMessage[]>([]);
  const [talkLoad, setTalkLoad] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [sendStatus, setSendStatus] = useState<SendStatus>('idle');
  const [replyStatus, setReplyStatus] = useState<ReplyStatus>('idle');
  const [engine, setEngine] = useState<EngineInfo | null>(null);
  const [sceneProgress, setSceneProgress] = useState<SceneProgress | null>(null);
  const [sceneSummary, setSceneSummary] = useState<SceneSummary | null>(null);
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    setTalkLoad(true);
    setLoadError(null);
    try {
      const history = await getChatHistoryCall({ roleId, ...(sceneId ? { sceneId } : {}), pageSize: 200 });
      if (history.list.length > 0) {
        setMessages(history.list.map(fromServer));
        setSceneProgress(history.sceneProgress);
      }
      const opening = await startChatCall({ roleId, ...(sceneId ? { sceneId } : {}), ...(topic ? { topic } : {}) });
      setEngine(opening.engine);
      setSceneProgress(opening.sceneProgress ?? history.sceneProgress);
      if (history.list.length === 0) setMessages([fromServer(opening.message)]);
    } catch (error) {
      setLoadError((error as Error).message || 'system error');
    } finally {
      setTalkLoad(false);
    }
  }, [roleId, sceneId, topic]);

  useEffect(() => {
    void load();
    return () => abort.current?.abort();
  }, [load]);

  const send = useCallback(
    async (content: string, extra: { clientMessageId?: string; audioUrl?: string | null; assessment?: LocalMessage['assessment'] } = {}) => {
      const text = content.trim();
      if (!text || sendStatus === 'sending') return;
      const clientMessageId = extra.clientMessageId ?? newClientMessageId();
      const learnerKey = `c${clientMessageId}`;
      const replyKey = `r${clientMessageId}`;
      const now = new Date().toISOString();
      setMessages((list) => [
        ...list.filter((m) => m.key !== learnerKey && m.key !== replyKey),
        { key: learnerKey, id: null, from: 'learner', content: text, createdAt: now, status: 'pending', clientMessageId, audioUrl: extra.audioUrl ?? null, assessment: extra.assessment ?? null },
      ]);
      setSendStatus('sending');
      setReplyStatus('waiting');
      abort.current = new AbortController();
      try {
        const data = await sendMessageStreaming(
          { roleId, content: text, clientMessageId, sceneId, topic },
          (token) => {
            setReplyStatus('streaming');
            setMessages((list) => {
              const existing = list.find((m) => m.key === replyKey);
              if (existing) return list.map((m) => (m.key === replyKey ? { ...m, content: m.content + token } : m));
              return [...list, { key: replyKey, id: null, from: 'ai', content: token, createdAt: new Date().toISOString(), status: 'streaming', clientMessageId: null }];
            });
          },
          abort.current.signal,
        );
        setMessages((list) => [
          ...list.filter((m) => m.key !== learnerKey && m.key !== replyKey),
          { ...fromServer(data.learnerMessage), audioUrl: extra.audioUrl ?? null, assessment: extra.assessment ?? null },
          fromServer(data.reply),
        ]);
        setEngine(data.engine);
        setSceneProgress(data.sceneProgress);
        if (data.sceneSummary) setSceneSummary(data.sceneSummary);
        setSendStatus('idle');
        return data;
      } catch (error) {
        setMessages((list) =>
          list
            .filter((m) => m.key !== replyKey)
            .map((m) => (m.key === learnerKey ? { ...m, status: 'failed', error: (error as Error).message || 'system error' } : m)),
        );
        setSendStatus('failed');
        return null;
      } finally {
        setReplyStatus('idle');
      }
    },
    [roleId, sceneId, topic, sendStatus],
  );

  const retry = useCallback(
    (message: LocalMessage) => send(message.content, { clientMessageId: message.clientMessageId ?? newClientMessageId(), audioUrl: message.audioUrl ?? null, assessment: message.assessment ?? null }),
    [send],
  );

  const clear = useCallback(async () => {
    await clearChatHistoryCall({ roleId, ...(sceneId ? { sceneId } : {}) });
    setMessages([]);
    setSceneSummary(null);
    await load();
  }, [roleId, sceneId, load]);

  return { messages, talkLoad, loadError, sendStatus, replyStatus, engine, sceneProgress, sceneSummary, send, retry, clear, reload: load };
}
