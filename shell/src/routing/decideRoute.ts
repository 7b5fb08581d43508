import { normalizeRole, roleHome, type SessionSnapshot } from '@inpro/shared-contracts';
import { areaForPath, isSuperAlias, LOGIN_PATH, superAliasTarget, type AreaKey } from './areas';

export type RouteDecision =
  | { type: 'allow' }
  /** replace: the redirect should not leave the original URL in history (/super → /superadmin). */
  | { type: 'redirect'; to: string; replace?: boolean };

type GuardSnapshot = Pick<SessionSnapshot, 'isAuthenticated' | 'roles' | 'role'>;

/** Roles allowed in each protected area (null: any valid session). */
const AREA_ROLES: Partial<Record<AreaKey, readonly string[] | null>> = {
  'mf-aula': null,
  'mf-teacher': ['DOCENTE', 'ADMIN'],
  'mf-admin': ['ADMIN'],
  'mf-superadmin': ['SUPER_ADMIN', 'SUPERADMIN'],
};

function allowedIn(area: AreaKey, snapshot: GuardSnapshot): boolean {
  const allowed = AREA_ROLES[area];
  if (allowed === null || allowed === undefined) return true;
  const roles = snapshot.roles.length ? snapshot.roles : [snapshot.role];
  return roles.some((r) => allowed.includes(normalizeRole(r)));
}

/**
 * Where a navigation to `path` may go with this session (seed 001 §4, issue 2 item 6):
 * public paths are open; a protected area without a valid token goes to /aula/login;
 * a role that is not allowed goes to its own home. /super becomes /superadmin.
 */
export function decideRoute(path: string, snapshot: GuardSnapshot): RouteDecision {
  if (isSuperAlias(path)) return { type: 'redirect', to: superAliasTarget(path), replace: true };
  const area = areaForPath(path);
  if (!area || !(area in AREA_ROLES)) return { type: 'allow' };
  if (!snapshot.isAuthenticated) return { type: 'redirect', to: LOGIN_PATH };
  if (allowedIn(area, snapshot)) return { type: 'allow' };
  return { type: 'redirect', to: roleHome(snapshot.role) };
}
