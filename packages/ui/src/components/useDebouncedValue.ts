import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before asking the server (the specification's 350 ms). */
export const SEARCH_DEBOUNCE_MS = 350;

/** The value after it stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return debounced;
}
