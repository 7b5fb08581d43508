import type { SessionSnapshot } from '@inpro/shared-contracts';
import { decideRoute } from './decideRoute';

type Snapshot = () => Pick<SessionSnapshot, 'isAuthenticated' | 'roles' | 'role'> & Partial<Pick<SessionSnapshot, 'token' | 'keptOffline'>>;

export interface GuardTarget {
  to: string;
  replace: boolean;
}

/**
 * Follows the guard's redirects for a path to where they end (/admin as SUPER_ADMIN goes to
 * /super, then /superadmin). Null when the path itself is allowed.
 */
export function resolveRedirect(path: string, getSnapshot: Snapshot): GuardTarget | null {
  let current = path;
  let target: GuardTarget | null = null;
  for (let hop = 0; hop < 5; hop++) {
    const decision = decideRoute(current, getSnapshot());
    if (decision.type === 'allow') return target;
    const url = new URL(decision.to, 'http://x');
    if (url.pathname === current) return target;
    target = { to: decision.to, replace: target ? target.replace && !!decision.replace : !!decision.replace };
    current = url.pathname;
  }
  return target;
}

/** Where to go for a URL (keeping query and hash only for the /super alias). */
function redirectUrl(url: URL, target: GuardTarget): string {
  return target.replace ? `${target.to}${url.search}${url.hash}` : target.to;
}

export interface GuardOptions {
  getSnapshot: Snapshot;
  /**
   * Navigates by replacing the current entry (history.replaceState, patched by single-spa so it
   * reroutes): after a cancelled navigation the entry holds the old URL, so the redirect ends
   * as [old, target] in the history, like a server redirect.
   */
  replace(to: string): void;
  schedule?: (fn: () => void) => void;
}

interface BeforeRoutingDetail {
  newUrl: string;
  oldUrl: string;
  cancelNavigation?: (val?: boolean | Promise<boolean>) => void;
}

/**
 * Applies the guard at first load (before single-spa starts) and on every route change
 * (single-spa:before-routing-event): a navigation that is not allowed is cancelled and sent
 * to /aula/login or to the role's home. Returns a function that removes the listener.
 */
export function installGuard({ getSnapshot, replace, schedule = (fn) => setTimeout(fn, 0) }: GuardOptions): () => void {
  const initial = resolveRedirect(window.location.pathname, getSnapshot);
  if (initial) {
    // single-spa has not started: replace the URL so the first routing mounts the right area.
    window.history.replaceState(window.history.state, '', redirectUrl(new URL(window.location.href), initial));
  }

  let pending: string | null = null;
  const onBeforeRouting = (event: Event) => {
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    if (!detail?.newUrl) return;
    const url = new URL(detail.newUrl, window.location.origin);
    const target = resolveRedirect(url.pathname, getSnapshot);
    if (!target) return;
    // Cancelling restores the previous URL; a reroute to the same URL cannot be cancelled
    // (it would loop), so then the redirect alone moves away (the proxy will not mount).
    if (detail.cancelNavigation && detail.newUrl !== detail.oldUrl) detail.cancelNavigation(true);
    const to = redirectUrl(url, target);
    if (pending === to) return;
    pending = to;
    schedule(() => {
      pending = null;
      replace(to);
    });
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
