// One tab stop per message (issue 20: three messages were 73 tab stops): every word button of a
// message has tabIndex -1 except one, and the arrow keys move between them — the roving tab index
// of the WAI-ARIA practices. The words are found in the DOM because a corrected message renders
// them in several runs around its marks.
import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

const wordsIn = (container: HTMLElement | null) => [...(container?.querySelectorAll<HTMLElement>('.word-button') ?? [])];

export function useRovingWords(container: RefObject<HTMLElement | null>) {
  // After every render (a streamed reply adds words): exactly one word is reachable by Tab.
  useLayoutEffect(() => {
    const words = wordsIn(container.current);
    const first = words[0];
    if (first && !words.some((word) => word.tabIndex === 0)) first.tabIndex = 0;
  });

  return (event: KeyboardEvent<HTMLElement>) => {
    const words = wordsIn(container.current);
    const index = words.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const rightToLeft = container.current !== null && getComputedStyle(container.current).direction === 'rtl';
    const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward ? Math.min(index + 1, words.length - 1) : event.key === backward ? Math.max(index - 1, 0) : event.key === 'Home' ? 0 : event.key === 'End' ? words.length - 1 : null;
    if (target === null) return;
    event.preventDefault();
    const current = words[index];
    const next = words[target];
    if (!current || !next) return;
    current.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  };
}
