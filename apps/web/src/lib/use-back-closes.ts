// The phone's back button (and swipe-back) closes an open sheet instead of leaving the page, as
// native apps do: opening a sheet adds one history entry for the same url, and going back over it
// closes the sheet. Closing the sheet any other way (mask, button, a pick) removes that entry again,
// so the next back press leaves the page as usual. The navigator's page stack is untouched: the
// entry has the same url, which syncLocation ignores.
import { useEffect, useRef } from 'react';

/** Marks our history entries; React Router's own state (its key and index) is kept beside it, so
 * the router sees a pop to the same place rather than an unknown entry. */
const SHEET_STATE_KEY = 'parleySheet';

type HistoryState = Record<string, unknown> | null;

const currentMarker = (): unknown => (window.history.state as HistoryState)?.[SHEET_STATE_KEY];

export function useBackCloses(isOpen: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!isOpen) return;
    const marker = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    let pushed = false;
    let closedByBack = false;
    const onPopState = () => {
      if (currentMarker() === marker) return;
      closedByBack = true;
      closeRef.current();
    };
    // Deferred by one task: React's development double mount would otherwise push, go back (which
    // is asynchronous) and push again, and that late back would close the sheet it just opened.
    const timer = window.setTimeout(() => {
      window.history.pushState({ ...((window.history.state as HistoryState) ?? {}), [SHEET_STATE_KEY]: marker }, '', window.location.href);
      pushed = true;
      window.addEventListener('popstate', onPopState);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', onPopState);
      if (!pushed || closedByBack) return;
      // One task later and only while our entry is still the current one: a sheet action that goes
      // to another page pushes that page a few microtasks later, and going back then would undo it.
      window.setTimeout(() => {
        if (currentMarker() === marker) window.history.back();
      }, 0);
    };
  }, [isOpen]);
}
