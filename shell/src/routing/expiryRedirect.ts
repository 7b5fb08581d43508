import { areaForPath, areaOf, isPublicArea, type SessionApi } from '@inpro/shared-contracts';
import { EXPIRED_LOGIN_URL } from './decideRoute';

/**
 * When the stored token runs out while a protected area is open (the session store's expiry
 * timer notices it, not a 401), goes to /aula/login?e=exp, which says the session expired.
 * A sign-out (no token left) is not an expiry. Returns the unsubscribe function.
 */
export function watchExpiry(
  session: Pick<SessionApi, 'getSnapshot' | 'subscribe'>,
  navigate: (to: string) => void,
  currentPath = () => window.location.pathname,
): () => void {
  let wasAuthenticated = session.getSnapshot().isAuthenticated;
  return session.subscribe((snapshot) => {
    const expired = wasAuthenticated && !snapshot.isAuthenticated && !!snapshot.token;
    wasAuthenticated = snapshot.isAuthenticated;
    if (!expired) return;
    const remote = areaForPath(currentPath());
    if (remote && !isPublicArea(areaOf(remote))) navigate(EXPIRED_LOGIN_URL);
  });
}
