// The conversation as a virtualised list: only the rows near the visible window are in the page,
// so hundreds of messages scroll smoothly. Newest at the bottom with a separator for each day; the
// list follows the reply while it streams in (unless the learner has scrolled up to read), keeps
// its place when older messages are added above, and asks for them when scrolled near the top.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DotLoading } from 'antd-mobile';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LocalMessage } from '../hooks/use-chat';
import '../chat.css';

/** A day's separator keeps the time of its first message: its label is written when shown, in the interface language. */
export type ChatRow = { kind: 'date'; key: string; createdAt: string } | { kind: 'message'; key: string; message: LocalMessage } | { kind: 'typing'; key: string };

/** Older messages are asked for while this much is still above the window, so they are usually there before the top is. */
const LOAD_OLDER_WITHIN_PX = 600;
/** Closer than this to the bottom counts as reading the newest message: the list then follows new text. */
const FOLLOW_WITHIN_PX = 80;
const ESTIMATED_DATE_PX = 40;
const ESTIMATED_MESSAGE_PX = 96;

/** "Today", "Yesterday" or the date, in the interface language at the time it is called. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (date.toDateString() === now.toDateString()) return i18n._(msg({ comment: 'Separator above the messages sent today', message: 'Today' }));
  if (date.toDateString() === yesterday.toDateString()) return i18n._(msg({ comment: 'Separator above the messages sent yesterday', message: 'Yesterday' }));
  return date.toLocaleDateString(i18n.locale || undefined, { weekday: 'long', day: 'numeric', month: 'long', ...(date.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}) });
}

/**
 * Messages with a separator before each new day; a reply still awaited is the typing row.
 * Separators are keyed by their day, so adding older messages of the same day keeps the key.
 */
export function buildChatRows(messages: LocalMessage[]): ChatRow[] {
  const rows: ChatRow[] = [];
  let previousDay = '';
  for (const message of messages) {
    const day = new Date(message.createdAt).toDateString();
    if (day !== previousDay) {
      rows.push({ kind: 'date', key: `day:${day}`, createdAt: message.createdAt });
      previousDay = day;
    }
    rows.push(message.status === 'waiting' ? { kind: 'typing', key: message.key } : { kind: 'message', key: message.key, message });
  }
  return rows;
}

interface MessageListProps {
  rows: ChatRow[];
  renderMessage(message: LocalMessage): ReactNode;
  /** Who is typing, for the typing indicator's accessible text. */
  partnerName: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder(): void;
  isBusy: boolean;
  /** Changes when the learner sends something: the list then shows the newest message wherever it was. */
  followKey: string | null;
}

export function MessageList({ rows, renderMessage, partnerName, hasOlder, isLoadingOlder, onLoadOlder, isBusy, followKey }: MessageListProps) {
  // Re-renders the list, its separators too, when the interface language changes.
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const isFollowing = useRef(true);
  const [isNearTop, setIsNearTop] = useState(false);

  // The app is not built with React Compiler, so nothing memoises this component behind the
  // virtualiser's back: it re-renders the list itself when the window moves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'date' ? ESTIMATED_DATE_PX : ESTIMATED_MESSAGE_PX),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    // A chat list: rows added above keep the reader's place, rows added below are followed when
    // the reader is at the bottom, and a growing last row (a streaming reply) stays in view.
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: FOLLOW_WITHIN_PX,
  });

  const scrollToEnd = useCallback(() => {
    if (rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, virtualizer]);

  // The message at the top of the window, and how far into it the window starts: after older
  // messages are added above, the window is put back there. (The virtualiser keeps its own anchor,
  // but at the very top that is the day separator, which stays first when the page is of the same day.)
  const topAnchor = useRef<{ key: string; offset: number } | null>(null);
  const rememberTop = (scrollTop: number) => {
    const item = virtualizer.getVirtualItems().find((i) => i.end > scrollTop && rows[i.index]?.kind === 'message');
    topAnchor.current = item ? { key: String(item.key), offset: scrollTop - item.start } : null;
  };

  const loadOlder = () => {
    if (scrollRef.current) rememberTop(scrollRef.current.scrollTop);
    onLoadOlder();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    isFollowing.current = element.scrollHeight - element.clientHeight - element.scrollTop <= FOLLOW_WITHIN_PX;
    rememberTop(element.scrollTop);
    const nearTop = element.scrollTop <= LOAD_OLDER_WITHIN_PX;
    setIsNearTop(nearTop);
    if (nearTop && hasOlder && !isLoadingOlder) onLoadOlder();
  };

  const firstMessageKey = rows.find((row) => row.kind === 'message')?.key;
  const lastFirstMessageKey = useRef(firstMessageKey);
  useLayoutEffect(() => {
    if (firstMessageKey === lastFirstMessageKey.current) return;
    lastFirstMessageKey.current = firstMessageKey;
    const anchor = topAnchor.current;
    const index = anchor ? rows.findIndex((row) => row.key === anchor.key) : -1;
    // Not found: the conversation was cleared or reloaded, there is no place to keep.
    if (!anchor || index <= 0) return;
    const start = virtualizer.getOffsetForIndex(index, 'start')?.[0];
    if (start !== undefined) virtualizer.scrollToOffset(start + anchor.offset);
  }, [firstMessageKey, rows, virtualizer]);

  // The learner's own message always brings the newest message into view; other changes follow
  // only a reader who is already at the bottom.
  const lastFollowKey = useRef(followKey);
  useLayoutEffect(() => {
    if (followKey === lastFollowKey.current) return;
    lastFollowKey.current = followKey;
    if (followKey === null) return;
    isFollowing.current = true;
    scrollToEnd();
  }, [followKey, scrollToEnd]);

  // When everything fits there is nothing to scroll: offer the earlier messages at once.
  useEffect(() => {
    const element = scrollRef.current;
    if (element && element.scrollHeight <= element.clientHeight) setIsNearTop(true);
  }, [rows.length]);

  // The list gets shorter when the on-screen keyboard opens: keep the newest message above it.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let lastHeight = element.clientHeight;
    const observer = new ResizeObserver(() => {
      const height = element.clientHeight;
      if (height < lastHeight && isFollowing.current) element.scrollTop = element.scrollHeight;
      lastHeight = height;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const items = virtualizer.getVirtualItems();
  return (
    <div className="message-list-frame">
      {hasOlder && (isLoadingOlder || isNearTop) && (
        <div className="message-list__older">
          {isLoadingOlder ? (
            <span role="status" className="message-list__older-pill">
              <DotLoading /> <Trans>Loading earlier messages</Trans>
            </span>
          ) : (
            <button type="button" className="message-list__older-pill" onClick={loadOlder}>
              <Trans>Show earlier messages</Trans>
            </button>
          )}
        </div>
      )}
      {/* Silent on purpose: rows mount and unmount as the learner scrolls, and a live list would read
          old messages aloud. The page announces each new reply instead. */}
      <div ref={scrollRef} className="message-list" role="log" aria-live="off" aria-busy={isBusy} aria-label={t({ comment: "Names the list of the conversation's messages", message: 'Conversation' })} tabIndex={0} onScroll={onScroll}>
        <div className="message-list__inner" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="message-list__row" style={{ transform: `translateY(${item.start}px)` }}>
                {row.kind === 'date' ? (
                  <p className="date-separator">
                    <span>{dayLabel(row.createdAt)}</span>
                  </p>
                ) : row.kind === 'typing' ? (
                  <div className="bubble-row bubble-row--ai">
                    <div className="bubble bubble--ai" role="status">
                      <DotLoading /> <span className="visually-hidden">
                        <Trans>{partnerName} is typing</Trans>
                      </span>
                    </div>
                  </div>
                ) : (
                  renderMessage(row.message)
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
