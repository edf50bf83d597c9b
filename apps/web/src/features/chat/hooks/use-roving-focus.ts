// One tab stop for a group of buttons (issue 20: three messages were 73 tab stops): every button of
// the group has tabIndex -1 except one, and the arrow keys, Home and End move between them — the
// roving tab index of the WAI-ARIA practices. Used for the words of a message and for its actions.
// The buttons are found in the DOM by a selector because a corrected message renders its words in
// several runs around its marks; the group remembers the button last focused, so Tab comes back to it.
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const itemsIn = (container: HTMLElement | null, selector: string) => [...(container?.querySelectorAll<HTMLElement>(selector) ?? [])];

export const WORD_SELECTOR = '.word-button';

/** The direction the group reads in: the words of an English message run left to right on a right-to-left page. */
function isRightToLeft(element: HTMLElement): boolean {
  try {
    return element.matches(':dir(rtl)');
  } catch {
    // A browser (or jsdom) without :dir().
    return element.closest('[dir]')?.getAttribute('dir') === 'rtl' || getComputedStyle(element).direction === 'rtl';
  }
}

export function useRovingFocus(container: RefObject<HTMLElement | null>, selector: string) {
  const active = useRef<HTMLElement | null>(null);

  const makeActive = (items: HTMLElement[], next: HTMLElement | undefined) => {
    active.current = next ?? null;
    for (const item of items) item.tabIndex = item === next ? 0 : -1;
  };

  // After every render (a streamed reply adds words, a stored message gains "Save"): exactly one
  // button of the group is reachable by Tab, the one last focused while it is still there.
  useLayoutEffect(() => {
    const items = itemsIn(container.current, selector);
    makeActive(items, active.current && items.includes(active.current) ? active.current : items[0]);
  });

  /** A button focused by a tap or a click becomes the group's tab stop. */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const items = itemsIn(container.current, selector);
    const target = event.target as HTMLElement;
    if (items.includes(target) && target !== active.current) makeActive(items, target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = itemsIn(container.current, selector);
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const rightToLeft = container.current !== null && isRightToLeft(container.current);
    const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward ? Math.min(index + 1, items.length - 1) : event.key === backward ? Math.max(index - 1, 0) : event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : null;
    if (target === null) return;
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    makeActive(items, next);
    next.focus();
  };

  return { onKeyDown, onFocus };
}
