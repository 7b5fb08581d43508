import type { HistoryEntry } from './artifactTypes';

/**
 * The version that was active before the current one, reading the remote's history as a
 * stack: deploys and activations push, a rollback pops back to its target. So repeated
 * rollbacks keep going back (3 → 2 → 1), they do not bounce between two versions.
 */
export function previousVersion(entries: HistoryEntry[], active: string | null): string | null {
  const stack: string[] = [];
  for (const e of entries) {
    // A canary started or aborted never moved the stable pointer; a promotion did (as a deploy).
    // Nor did a build published or previewed.
    if (e.action === 'canary' || e.action === 'abort' || e.action === 'publish' || e.action === 'preview') continue;
    if (e.action === 'rollback') {
      while (stack.length && stack[stack.length - 1] !== e.to) stack.pop();
      if (!stack.length) stack.push(e.to);
    } else if (stack[stack.length - 1] !== e.to) {
      stack.push(e.to);
    }
  }
  if (!stack.length) return null;
  const top = stack[stack.length - 1];
  if (active !== null && top !== active) return top; // pointer moved outside the history: go back to the last recorded one
  return stack.length >= 2 ? stack[stack.length - 2] : null;
}
