// The device's IANA time zone, for counting the learner's days where they are (home's streak, the
// turns on Me). Reading it is the page's first use of Intl, which loads the browser's locale data:
// 30-50 ms of main thread in Chromium on our 2-core machine, on every page load. Read inside home's
// first render, that was part of a task that blocked the page (Lighthouse's blocking time, issue
// 20). So it is read once in a task of its own at start-up (main.tsx), while the first screen's
// files download, and kept until the clock's UTC offset changes (a journey, or a change to or from
// summer time), which is cheap to check. It is kept in localStorage too, so a later page load with the
// same offset needs no Intl at all: the start-up task of 15-20 ms is gone from every load but the first.

const STORAGE_KEY = 'parley.time-zone';
type Known = { offsetMinutes: number; timeZone: string | undefined };

function stored(): Known | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Known | null;
    return value && typeof value.offsetMinutes === 'number' && (value.timeZone === undefined || typeof value.timeZone === 'string') ? value : null;
  } catch {
    return null;
  }
}

let known: Known | null = null;

export function localTimeZone(): string | undefined {
  const offsetMinutes = new Date().getTimezoneOffset();
  known ??= stored();
  if (known?.offsetMinutes !== offsetMinutes) {
    let timeZone: string | undefined;
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
    } catch {
      timeZone = undefined;
    }
    known = { offsetMinutes, timeZone };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(known));
    } catch {
      // Storage full or blocked: read it again next time.
    }
  }
  return known.timeZone;
}
