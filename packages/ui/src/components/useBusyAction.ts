import { useState } from 'react';

/**
 * Runs an action that may return a promise and says whether it is still running
 * (for a button shown busy until the action settles, whether it succeeds or fails).
 */
export function useBusyAction(action: (() => unknown) | undefined): { busy: boolean; run: () => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!action) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
