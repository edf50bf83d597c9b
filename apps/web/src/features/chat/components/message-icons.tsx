// The icons of a message's action buttons. antd-mobile-icons has none for "copy": two overlapping
// sheets is the copy of every editor. The others say what they do (a speaker plays, a globe
// translates, a chat bubble with a tick checks, bars score, a microphone practises saying it, a star
// saves, as on the word card).
import type { ReactNode } from 'react';
import { AudioOutline, ChatCheckOutline, GlobalOutline, HistogramOutline, SoundOutline, StarOutline } from 'antd-mobile-icons';
import type { MessageActionKey } from '../message-actions';

const SIZE = 16;

export function CopyIcon({ fontSize = SIZE }: { fontSize?: number }) {
  return (
    <svg width={fontSize} height={fontSize} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="8" y="8" width="12" height="13" rx="2" />
      <path d="M16 8V5a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

export const ACTION_ICONS: Record<MessageActionKey, ReactNode> = {
  play: <SoundOutline aria-hidden="true" fontSize={SIZE} />,
  translate: <GlobalOutline aria-hidden="true" fontSize={SIZE} />,
  grammar: <ChatCheckOutline aria-hidden="true" fontSize={SIZE} />,
  pronunciation: <HistogramOutline aria-hidden="true" fontSize={SIZE} />,
  practise: <AudioOutline aria-hidden="true" fontSize={SIZE} />,
  collect: <StarOutline aria-hidden="true" fontSize={SIZE} />,
  copy: <CopyIcon />,
};
