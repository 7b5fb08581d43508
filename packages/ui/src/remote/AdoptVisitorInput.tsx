import { createContext, useContext, useLayoutEffect } from 'react';
import { adoptFieldValues } from './adoptFieldValues';

/** The element of a prerendered page the remote is hydrating (null when it drew its page itself). */
export const HydratedHostContext = createContext<HTMLElement | null>(null);

const adopted = new WeakSet<HTMLElement>();

/**
 * Placed inside the Suspense boundary that holds a remote's pages, after them (their layout effects,
 * e.g. the router's, run first, so their handlers work): React hydrates such a boundary
 * after the root, as a commit of its own (or at once, for the first event on it), and this commit is
 * where what the visitor typed, pasted, autofilled, ticked or chose before it reaches React's state
 * (adoptFieldValues), before any of the page's handlers runs. Once per prerendered page.
 */
export function AdoptVisitorInput() {
  const host = useContext(HydratedHostContext);
  useLayoutEffect(() => {
    if (!host || adopted.has(host)) return;
    adopted.add(host);
    adoptFieldValues(host);
  }, [host]);
  return null;
}
