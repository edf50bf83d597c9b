// A bottom sheet: antd-mobile's Popup with rounded top corners that closes on the mask, on Escape
// and on the phone's back button (lib/use-back-closes). Every sheet of the app is one of these, so
// they all behave the same way.
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useBackCloses } from '../lib/use-back-closes';

interface SheetProps {
  isOpen: boolean;
  onClose(): void;
  children: ReactNode;
  /** Extra body style, e.g. a fixed height or a scrolling maximum. */
  bodyStyle?: CSSProperties;
  className?: string;
  afterShow?(): void;
  afterClose?(): void;
}

const ROUNDED_TOP: CSSProperties = { borderTopLeftRadius: 16, borderTopRightRadius: 16 };

export function Sheet({ isOpen, onClose, children, bodyStyle, className, afterShow, afterClose }: SheetProps) {
  useBackCloses(isOpen, onClose);
  useEscapeCloses(isOpen, onClose);
  return (
    <Popup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      className={className}
      bodyStyle={{ ...ROUNDED_TOP, ...bodyStyle }}
      afterShow={afterShow}
      afterClose={afterClose}
    >
      {children}
    </Popup>
  );
}

/** Escape closes the sheet wherever the focus is (the sheet is rendered in a portal). */
function useEscapeCloses(isOpen: boolean, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);
}
