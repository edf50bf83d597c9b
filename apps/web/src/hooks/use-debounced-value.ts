// A value that follows its input only after the input has rested for a while (spec §9: debounce
// 300 ms), so typing in a search box sends one request, not one per key.
import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '../constants';

export function useDebouncedValue<T>(value: T, delayMs = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
