import registry from './areas.json';
import { normalizeRole, type Role } from './roles';

/**
 * The areas of the site, read from the one registry `areas.json` (also read as plain JSON by the
 * CommonJS build tools): which remote serves which paths, its federation container, who may
 * enter it, where each role lands, plus the sign-in path and the load time-out.
 */

/** Key of a remote in remotes.json, its package folder and its single-spa application name. */
export type RemoteName = 'mf-public' | 'mf-aula' | 'mf-teacher' | 'mf-admin' | 'mf-superadmin';

/** Who may open an area: everyone ('public'), anyone signed in ('any'), or these roles. */
type AreaAccess = 'public' | 'any' | readonly Role[];

export interface AreaDef {
  remote: RemoteName;
  /** Module Federation container name (the name in remotes.json and in the remote's build). */
  container: string;
  /** Paths the area serves: this path and everything below it ('/' = whatever no other area serves). */
  basePath: string;
  /** Human name (Spanish), e.g. for the chunk-failure screen and the area frame. */
  label: string;
  allowedRoles: AreaAccess;
  /** Where the roles of `homeOf` land after sign-in or when sent away from another area. */
  home?: string;
  homeOf?: readonly Role[];
  /** Legacy paths redirected to basePath (keeping what follows them). */
  aliases?: readonly string[];
}

interface AreaRegistry {
  /** The sign-in page (served by the public area although it sits under /aula). */
  loginPath: string;
  /** Time-out of every chunk and remote entry load, in milliseconds. */
  loadTimeoutMs: number;
  areas: readonly AreaDef[];
}

const AREA_REGISTRY = registry as AreaRegistry;
export const AREAS: readonly AreaDef[] = AREA_REGISTRY.areas;
export const LOGIN_PATH = AREA_REGISTRY.loginPath;
export const LOAD_TIMEOUT_MS = AREA_REGISTRY.loadTimeoutMs;
export const REMOTE_NAMES: readonly RemoteName[] = AREAS.map((a) => a.remote);

function publicArea(): AreaDef {
  const area = AREAS.find((a) => a.allowedRoles === 'public');
  if (!area) throw new Error('areas.json has no public area');
  return area;
}
const PUBLIC_AREA = publicArea();

/** The registry entry of a remote name, if it is one. */
export function findArea(remote: string): AreaDef | undefined {
  return AREAS.find((a) => a.remote === remote);
}

/** The registry entry of a remote. */
export function areaOf(remote: RemoteName): AreaDef {
  const area = findArea(remote);
  if (!area) throw new Error(`Unknown area ${remote}`);
  return area;
}

/** The federation container of a remote: the registry's, else the build rule (mf-x → mf_x). */
export function containerOf(remote: string): string {
  return findArea(remote)?.container ?? remote.replace(/^@[^/]+\//, '').replace(/-/g, '_');
}

/** True when path is base itself or below it (/aula, /aula/x; not /aulas). */
export function isUnder(path: string, base: string): boolean {
  if (base === '/') return path.startsWith('/');
  return path === base || path.startsWith(`${base}/`);
}

/** Removes trailing slashes (except the root) so /cursos/ and /cursos match alike. */
export function normalizePath(path: string): string {
  const p = path || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

/** The path a legacy alias stands for (/super/x → /superadmin/x), or null when path is no alias. */
export function aliasTarget(rawPath: string): string | null {
  const path = normalizePath(rawPath);
  for (const area of AREAS) {
    for (const alias of area.aliases ?? []) {
      if (isUnder(path, alias)) return `${area.basePath}${path.slice(alias.length)}`;
    }
  }
  return null;
}

/**
 * The remote that serves a page path: the area with the longest base the path is under. The
 * sign-in page and every path of no other area (unknown paths get the public 404) belong to the
 * public area; an alias belongs to none (it is redirected before anything mounts).
 */
export function areaForPath(rawPath: string): RemoteName | null {
  const path = normalizePath(rawPath);
  if (isUnder(path, LOGIN_PATH)) return PUBLIC_AREA.remote;
  if (aliasTarget(path) !== null) return null;
  let best: AreaDef = PUBLIC_AREA;
  for (const area of AREAS) {
    if (area.basePath.length > best.basePath.length && isUnder(path, area.basePath)) best = area;
  }
  return best.remote;
}

/** The public routes (the navbar and footer show) are those the public area serves. */
export function isPublicPath(path: string): boolean {
  return areaForPath(path) === PUBLIC_AREA.remote;
}

/** True when an area needs no session. */
export function isPublicArea(area: AreaDef): boolean {
  return area.allowedRoles === 'public';
}

/** True when a session with these roles may enter the area (case and ROLE_ prefix ignored). */
export function mayEnter(area: AreaDef, roles: readonly string[]): boolean {
  if (area.allowedRoles === 'public' || area.allowedRoles === 'any') return true;
  const allowed = area.allowedRoles;
  return roles.some((r) => allowed.includes(normalizeRole(r)));
}

/** Where a role lands after sign-in, and where the guard sends a role that is not allowed. */
export function roleHome(role: unknown): string {
  const r = normalizeRole(role);
  const area = AREAS.find((a) => a.homeOf?.includes(r));
  if (!area?.home) throw new Error(`areas.json gives the role ${r} no home`);
  return area.home;
}
