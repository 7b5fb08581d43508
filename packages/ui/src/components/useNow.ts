import { useEffect, useState } from 'react';

/** setTimeout's longest wait; a later instant is reached by the periodic refresh first anyway. */
const MAX_WAIT_MS = 2_147_483_647;

/**
 * The current time, refreshed every `intervalMs` (statuses such as "En vivo" follow the clock) and at
 * `nextAt` (ms), when given: a screen passes the next instant at which what it shows changes (a class
 * that starts or ends), so the change appears at that second rather than up to `intervalMs` later.
 */
export function useNow(intervalMs = 30_000, nextAt: number | null = null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  useEffect(() => {
    if (nextAt === null) return;
    const wait = nextAt - Date.now();
    if (wait > MAX_WAIT_MS) return;
    // A millisecond past the instant: the rules compare "now >= start".
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, wait) + 1);
    return () => clearTimeout(timer);
  }, [nextAt]);
  return now;
}
