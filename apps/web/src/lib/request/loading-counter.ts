// The loading indicator for flagged requests: shown when the first starts, hidden only when the
// last of them has finished (spec §4 "Loading indicator").
export interface LoadingCounter {
  start(): void;
  finish(): void;
  readonly pending: number;
}

export function createLoadingCounter(show: () => void, hide: () => void): LoadingCounter {
  let pending = 0;
  return {
    start() {
      pending += 1;
      if (pending === 1) show();
    },
    finish() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) hide();
    },
    get pending() {
      return pending;
    },
  };
}
