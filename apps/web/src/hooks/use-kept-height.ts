// A block whose content arrives late (a section of home) keeps, while it loads, the height it had
// the last time it loaded on this device at this window width. A learner sees much the same home
// every day (a conversation to continue or not, saved cards to review or not, the goal line, their
// language's words), so that is a better guess than any fixed height, and nothing under the block
// moves when the answer arrives (layout shift, issue 20). Until it has loaded once, the caller's
// own guess stands.
import { useEffect, useRef, useState } from 'react';

const STORAGE_KEY = 'parley.kept-heights';

type KeptHeights = Record<string, { width: number; height: number }>;

function readKeptHeights(): KeptHeights {
  try {
    return (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as KeptHeights | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * `reserve`: the height, in px, to keep while the query loads (undefined when this block has not
 * loaded at this width before, or has loaded). `ref`: the block; once its query has succeeded, its
 * height is kept for the next load, and kept up to date as it changes.
 */
export function useKeptHeight<T extends HTMLElement>(key: string, query: { isLoading: boolean; isSuccess: boolean }) {
  const ref = useRef<T | null>(null);
  // Read when the block first renders: that is the load it reserves for.
  const [kept] = useState(() => {
    const entry = readKeptHeights()[key];
    return entry && entry.width === window.innerWidth ? entry.height : undefined;
  });
  const { isSuccess } = query;

  useEffect(() => {
    const element = ref.current;
    // Not an error block's height: the next load would keep room for an error that rarely comes.
    if (!isSuccess || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const height = Math.round(element.getBoundingClientRect().height);
      if (height > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readKeptHeights(), [key]: { width: window.innerWidth, height } }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [key, isSuccess]);

  return { ref, reserve: query.isLoading ? kept : undefined };
}
