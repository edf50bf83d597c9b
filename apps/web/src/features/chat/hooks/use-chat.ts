// The chat state of spec §3 "Chat info": the messages, and replyStatus / sendStatus / talkLoad
// while a reply streams in. A failed send stays in the list with a retry that reuses its
// clientMessageId, so the server never answers it twice. History arrives a page at a time: the
// newest page on opening, older pages as the learner scrolls back.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, EngineInfo, SceneProgress, SceneSummary } from '@parley/contract/conversation';
import type { Assessment } from '@parley/contract/speech';
import { clearChatHistoryCall, getChatHistoryCall, sendMessageStreaming, startChatCall } from '../../../api/conversation';
import type { GrammarCheck } from '../../../api/language';
import { describeError } from '../../../lib/request/error-message';

/** Messages per history page: a screenful or two, so opening a long conversation stays quick. */
export const HISTORY_PAGE_SIZE = 50;

export type SendStatus = 'idle' | 'sending' | 'failed';
export type ReplyStatus = 'idle' | 'waiting' | 'streaming';

export interface LocalMessage {
  key: string;
  id: number | null;
  from: 'ai' | 'learner';
  content: string;
  createdAt: string;
  /** waiting: the reply's place, shown as the typing indicator until its first word arrives. */
  status: 'sent' | 'pending' | 'failed' | 'waiting' | 'streaming';
  clientMessageId: string | null;
  error?: string;
  check?: ChatMessage['check'];
  /** For a learner message: the one fix the server was confident about. */
  correction?: ChatMessage['correction'];
  /** For a learner voice turn: the recording, for the pronunciation score. */
  audioUrl?: string | null;
  assessment?: Assessment | null;
  // What the message's actions found. Kept with the message rather than in its bubble, because the
  // virtualised list unmounts bubbles that scroll out of view.
  translation?: string | null;
  grammar?: GrammarCheck | null;
  isRevealed?: boolean;
}

/** The parts of a message the learner's actions add to it. */
export type MessageExtras = Pick<LocalMessage, 'assessment' | 'translation' | 'grammar' | 'isRevealed'>;

const extrasOf = (m: LocalMessage | undefined): MessageExtras =>
  m ? { assessment: m.assessment ?? null, translation: m.translation ?? null, grammar: m.grammar ?? null, isRevealed: m.isRevealed ?? false } : {};

/** The list key of a learner message sent from this page; it stays the same once the server stores it. */
export const learnerKeyOf = (clientMessageId: string) => `c${clientMessageId}`;

export function newClientMessageId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Rows from a load are keyed by their stored id; rows sent from this page by their client id (c…, r…). */
const isLoadedKey = (key: string) => key.startsWith('m');

const fromServer = (m: ChatMessage): LocalMessage => ({
  key: `m${m.id}`,
  id: m.id,
  from: m.from,
  content: m.content,
  createdAt: m.createdAt,
  status: 'sent',
  clientMessageId: m.clientMessageId,
  check: m.check,
  correction: m.correction ?? null,
});

/**
 * What a (re)load shows: the loaded rows, then the rows the learner sent from this page. A message
 * written while the conversation was still loading stays in view (the opening used to replace it). A
 * row both loaded and sent here is shown once, as the sent row, in its sent place: the start call
 * answers with the latest reply when there is one, which may be the reply to a message sent from
 * another tab.
 */
export function withSentRows(loaded: LocalMessage[], shown: LocalMessage[]): LocalMessage[] {
  const sentHere = shown.filter((m) => !isLoadedKey(m.key));
  const sentIds = new Set(sentHere.flatMap((m) => (m.id !== null ? [m.id] : [])));
  const sentClientIds = new Set(sentHere.flatMap((m) => (m.clientMessageId ? [m.clientMessageId] : [])));
  return [...loaded.filter((m) => !(m.id !== null && sentIds.has(m.id)) && !(m.clientMessageId && sentClientIds.has(m.clientMessageId))), ...sentHere];
}

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
  const [hasOlder, setHasOlder] = useState(false);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const olderRequest = useRef<Promise<void> | null>(null);
  /** The stored conversation the messages belong to (its report is asked for by this id). */
  const [conversationId, setConversationId] = useState<number | null>(null);
  /** The (re)load on its way or last done: a send waits for it (see send). */
  const loading = useRef<Promise<void>>(Promise.resolve());
  /** Grows on every (re)load, so an older page that arrives after a clear is dropped. */
  const generation = useRef(0);

  const load = useCallback(() => {
    const loaded = (async () => {
      generation.current += 1;
      setTalkLoad(true);
      setLoadError(null);
      setHasOlder(false);
      try {
        const history = await getChatHistoryCall({ roleId, ...(sceneId ? { sceneId } : {}), pageSize: HISTORY_PAGE_SIZE });
        if (history.list.length > 0) {
          const rows = history.list.map(fromServer);
          setMessages((shown) => withSentRows(rows, shown));
          setSceneProgress(history.sceneProgress);
          setHasOlder(history.list.length === HISTORY_PAGE_SIZE && history.total > history.list.length);
        }
        const opening = await startChatCall({ roleId, ...(sceneId ? { sceneId } : {}), ...(topic ? { topic } : {}) });
        setEngine(opening.engine);
        setConversationId(opening.conversationId);
        setSceneProgress(opening.sceneProgress ?? history.sceneProgress);
        if (history.list.length === 0) setMessages((shown) => withSentRows([fromServer(opening.message)], shown));
      } catch (error) {
        setLoadError(describeError(error));
      } finally {
        setTalkLoad(false);
      }
    })();
    loading.current = loaded;
    return loaded;
  }, [roleId, sceneId, topic]);

  useEffect(() => {
    void load();
    return () => abort.current?.abort();
  }, [load]);

  /** Fetches the page before the oldest message shown; calls made while one is on its way share it. */
  const loadOlder = useCallback(() => {
    if (olderRequest.current) return olderRequest.current;
    const oldestId = messages.find((m) => m.id !== null)?.id;
    const storedCount = messages.filter((m) => m.id !== null).length;
    if (!oldestId) return Promise.resolve();
    const myGeneration = generation.current;
    setIsLoadingOlder(true);
    const request = (async () => {
      try {
        const page = await getChatHistoryCall({ roleId, ...(sceneId ? { sceneId } : {}), beforeId: oldestId, pageSize: HISTORY_PAGE_SIZE });
        if (myGeneration !== generation.current) return;
        setMessages((list) => {
          const shown = new Set(list.map((m) => m.key));
          return [...page.list.map(fromServer).filter((m) => !shown.has(m.key)), ...list];
        });
        setHasOlder(page.list.length === HISTORY_PAGE_SIZE && storedCount + page.list.length < page.total);
      } catch {
        // Left as it was: scrolling to the top again tries once more.
      } finally {
        olderRequest.current = null;
        setIsLoadingOlder(false);
      }
    })();
    olderRequest.current = request;
    return request;
  }, [roleId, sceneId, messages]);

  const updateMessage = useCallback((key: string, patch: MessageExtras) => {
    setMessages((list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  }, []);

  const send = useCallback(
    async (content: string, extra: { clientMessageId?: string; audioUrl?: string | null; assessment?: LocalMessage['assessment']; voice?: boolean } = {}) => {
      const text = content.trim();
      if (!text || sendStatus === 'sending') return;
      const clientMessageId = extra.clientMessageId ?? newClientMessageId();
      const learnerKey = learnerKeyOf(clientMessageId);
      const replyKey = `r${clientMessageId}`;
      const now = new Date().toISOString();
      setMessages((list) => [
        ...list.filter((m) => m.key !== learnerKey && m.key !== replyKey),
        { key: learnerKey, id: null, from: 'learner', content: text, createdAt: now, status: 'pending', clientMessageId, audioUrl: extra.audioUrl ?? null, assessment: extra.assessment ?? null },
        // The reply's row exists from the start (typing, then streaming, then stored) so the list
        // keeps one row that grows, rather than swapping rows under a reader at the bottom.
        { key: replyKey, id: null, from: 'ai', content: '', createdAt: now, status: 'waiting', clientMessageId: null },
      ]);
      setSendStatus('sending');
      setReplyStatus('waiting');
      abort.current = new AbortController();
      try {
        // A message written while the conversation is still loading shows at once but goes once the
        // opening is stored: otherwise it could be stored first, and the start call, which answers
        // with the latest reply, would take its reply for the opening.
        await loading.current;
        const data = await sendMessageStreaming(
          // The recording goes by its url so the report can find its pronunciation score (issue 15).
          { roleId, content: text, clientMessageId, sceneId, topic, ...(extra.voice ? { voice: true } : {}), ...(extra.audioUrl ? { audioUrl: extra.audioUrl } : {}) },
          (token) => {
            setReplyStatus('streaming');
            setMessages((list) => list.map((m) => (m.key === replyKey ? { ...m, content: m.content + token, status: 'streaming' } : m)));
          },
          abort.current.signal,
        );
        setMessages((list) => {
          const local = list.find((m) => m.key === learnerKey);
          // A load that came in meanwhile may hold the stored pair under their stored keys: shown once.
          const pair = new Set([data.learnerMessage.id, data.reply.id]);
          return [
            ...list.filter((m) => m.key !== learnerKey && m.key !== replyKey && !(m.id !== null && pair.has(m.id))),
            // The keys stay those of the local rows, so the list keeps their measured heights.
            { ...fromServer(data.learnerMessage), key: learnerKey, ...extrasOf(local), audioUrl: extra.audioUrl ?? null, assessment: local?.assessment ?? extra.assessment ?? null },
            { ...fromServer(data.reply), key: replyKey },
          ];
        });
        setEngine(data.engine);
        setSceneProgress(data.sceneProgress);
        if (data.sceneSummary) setSceneSummary(data.sceneSummary);
        setSendStatus('idle');
        return data;
      } catch (error) {
        setMessages((list) =>
          list
            .filter((m) => m.key !== replyKey)
            .map((m) => (m.key === learnerKey ? { ...m, status: 'failed', error: describeError(error) } : m)),
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

  return { conversationId, messages, talkLoad, loadError, sendStatus, replyStatus, engine, sceneProgress, sceneSummary, hasOlder, isLoadingOlder, send, retry, clear, loadOlder, updateMessage, reload: load };
}
