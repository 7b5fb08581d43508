import {
  aliasTarget,
  areaForPath,
  areaOf,
  isPublicArea,
  LOGIN_PATH,
  mayEnter,
  roleHome,
  type SessionSnapshot,
} from '@inpro/shared-contracts';

export type RouteDecision =
  | { type: 'allow' }
  /** replace: the redirect should not leave the original URL in history (/super → /superadmin). */
  | { type: 'redirect'; to: string; replace?: boolean };

type GuardSnapshot = Pick<SessionSnapshot, 'isAuthenticated' | 'roles' | 'role'> & Partial<Pick<SessionSnapshot, 'token' | 'keptOffline'>>;

/** The sign-in page saying the session expired (seed 000: ?e=exp). */
export const EXPIRED_LOGIN_URL = `${LOGIN_PATH}?e=exp`;

/**
 * Where a navigation to `path` may go with this session (seed 001 §4), by the
 * area registry of shared-contracts: public paths are open; a protected area without a valid
 * token goes to /aula/login (with ?e=exp when the stored token has expired, so the page says
 * so), unless the session is kept for offline reading (its expired token's account and roles
 * stay, see SessionSnapshot.keptOffline); a role that is not allowed goes to its own home. An alias
 * (/super) becomes its area's path (/superadmin).
 */
export function decideRoute(path: string, snapshot: GuardSnapshot): RouteDecision {
  const alias = aliasTarget(path);
  if (alias !== null) return { type: 'redirect', to: alias, replace: true };
  const remote = areaForPath(path);
  const area = remote ? areaOf(remote) : null;
  if (!area || isPublicArea(area)) return { type: 'allow' };
  if (!snapshot.isAuthenticated && !snapshot.keptOffline) return { type: 'redirect', to: snapshot.token ? EXPIRED_LOGIN_URL : LOGIN_PATH };
  if (mayEnter(area, snapshot.roles.length ? snapshot.roles : [snapshot.role])) return { type: 'allow' };
  return { type: 'redirect', to: roleHome(snapshot.role) };
}
