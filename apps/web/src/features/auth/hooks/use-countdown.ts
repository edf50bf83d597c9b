// Seconds left until a moment (the resend countdown of the code screens).
import { useEffect, useState } from 'react';

const secondsUntil = (untilMs: number) => Math.max(0, Math.ceil((untilMs - Date.now()) / 1000));

export function useCountdown(untilMs: number): number {
  const [state, setState] = useState(() => ({ untilMs, left: secondsUntil(untilMs) }));
  // A new target (a code was resent) restarts the count at once, without waiting for a tick.
  const current = state.untilMs === untilMs ? state : { untilMs, left: secondsUntil(untilMs) };
  if (current !== state) setState(current);
  useEffect(() => {
    if (current.left === 0) return;
    const timer = setInterval(() => setState({ untilMs, left: secondsUntil(untilMs) }), 1000);
    return () => clearInterval(timer);
  }, [untilMs, current.left === 0]); // eslint-disable-line react-hooks/exhaustive-deps -- tick only while counting
  return current.left;
}
