// Each new reply once it is complete, once: the chat room speaks it when the learner wants it and
// announces it to screen readers (the list itself is silent, as its rows come and go while scrolling).
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LocalMessage } from './use-chat';

export function useNewReply(messages: LocalMessage[], isLoading: boolean, onReply: (reply: LocalMessage) => void) {
  const lastSeen = useRef<string | null>(null);
  // The latest callback, so a changed setting applies to the next reply without re-running the check.
  const latestOnReply = useRef(onReply);
  useLayoutEffect(() => {
    latestOnReply.current = onReply;
  });
  const lastMessage = messages.at(-1);
  const count = messages.length;

  useEffect(() => {
    if (!lastMessage || lastMessage.from !== 'ai' || lastMessage.status !== 'sent' || isLoading) return;
    if (lastSeen.current === lastMessage.key) return;
    const isFirstLoad = lastSeen.current === null;
    lastSeen.current = lastMessage.key;
    // Opening an old conversation does not replay its last line; a fresh opening line is new.
    if (isFirstLoad && count > 1) return;
    latestOnReply.current(lastMessage);
  }, [lastMessage, isLoading, count]);
}
