// Keeps --chat-viewport-height on an element equal to the visible height when the on-screen
// keyboard covers part of the window. Chrome on Android shrinks the page itself (index.html asks for
// interactive-widget=resizes-content, so 100dvh already excludes the keyboard); Safari on iOS does
// not, and there only visualViewport knows how much is left above the keyboard.
import { useEffect, type RefObject } from 'react';

export const VIEWPORT_HEIGHT_VAR = '--chat-viewport-height';

export function useVisualViewportHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = ref.current;
    if (!viewport || !element) return;
    const update = () => {
      // A pinch zoom also makes the visual viewport smaller: that is not a keyboard.
      const isCovered = viewport.scale <= 1.01 && viewport.height < window.innerHeight - 1;
      if (isCovered) element.style.setProperty(VIEWPORT_HEIGHT_VAR, `${Math.round(viewport.height)}px`);
      else element.style.removeProperty(VIEWPORT_HEIGHT_VAR);
    };
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      element.style.removeProperty(VIEWPORT_HEIGHT_VAR);
    };
  }, [ref]);
}
