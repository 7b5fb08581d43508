import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@inpro/ui/router';

/**
 * A query parameter meant for one use (an e-mailed link's token, a provider's answer): its value
 * as the page opened, removed from the address at once, and handed to `use` once — StrictMode and
 * re-renders included, since a single-use token must never be sent twice.
 */
export function useOneTimeParam(name: string, use: (value: string) => void): string | null {
  const [params, setParams] = useSearchParams();
  const [value] = useState(() => params.get(name));
  const handled = useRef(false);
  const latest = useRef(use);
  latest.current = use;

  useEffect(() => {
    if (!value || handled.current) return;
    handled.current = true;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
    latest.current(value);
  }, [name, value, setParams]);

  return value;
}
