import { areaForPath, areaOf, isPublicArea, type SessionApi, type SessionSnapshot } from '@inpro/shared-contracts';
import { EXPIRED_LOGIN_URL } from './decideRoute';

/** The person may stay in their area: a valid token, or an expired one kept for offline reading. */
const inArea = (snapshot: Pick<SessionSnapshot, 'isAuthenticated' | 'keptOffline'>) => snapshot.isAuthenticated || !!snapshot.keptOffline;

/**
 * When the stored token runs out while a protected area is open (the session store's expiry
 * timer notices it, not a 401), goes to /aula/login?e=exp, which says the session expired.
 * Offline, a token that runs out is kept for reading (no expiry yet); the expiry comes when the
 * connection returns and the renewal is refused. A sign-out (no token left) is not an expiry.
 * Returns the unsubscribe function.
 */
export function watchExpiry(
  session: Pick<SessionApi, 'getSnapshot' | 'subscribe'>,
  navigate: (to: string) => void,
  currentPath = () => window.location.pathname,
): () => void {
  let wasInArea = inArea(session.getSnapshot());
  return session.subscribe((snapshot) => {
    const expired = wasInArea && !inArea(snapshot) && !!snapshot.token;
    wasInArea = inArea(snapshot);
    if (!expired) return;
    const remote = areaForPath(currentPath());
    if (remote && !isPublicArea(areaOf(remote))) navigate(EXPIRED_LOGIN_URL);
  });
}
