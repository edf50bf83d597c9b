// The device's IANA time zone, for counting the learner's days where they are (home's streak, the
// turns on Me). Reading it is the page's first use of Intl, which loads the browser's locale data:
// 30-50 ms of main thread in Chromium on our 2-core machine, on every page load. Read inside home's
// first render, that was part of a task that blocked the page (Lighthouse's blocking time, issue
// 20). So it is read once in a task of its own at start-up (main.tsx), while the first screen's
// files download, and kept until the clock's UTC offset changes (a journey, or a change to or from
// summer time), which is cheap to check.

let known: { offsetMinutes: number; timeZone: string | undefined } | null = null;

export function localTimeZone(): string | undefined {
  const offsetMinutes = new Date().getTimezoneOffset();
  if (known?.offsetMinutes !== offsetMinutes) {
    let timeZone: string | undefined;
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
    } catch {
      timeZone = undefined;
    }
    known = { offsetMinutes, timeZone };
  }
  return known.timeZone;
}
