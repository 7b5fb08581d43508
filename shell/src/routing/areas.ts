/** The five areas of the site: which remote serves which paths. */
export type AreaKey = 'mf-public' | 'mf-aula' | 'mf-teacher' | 'mf-admin' | 'mf-superadmin';

export interface AreaDef {
  /** Key in remotes.json and package folder. */
  key: AreaKey;
  /** Default federation container name (remotes.json may say otherwise). */
  container: string;
  /** Human name for error screens (Spanish). */
  label: string;
  /** Id of the area's own DOM element. */
  elementId: string;
}

export const AREAS: readonly AreaDef[] = [
  { key: 'mf-public', container: 'mf_public', label: 'Sitio público', elementId: 'area-mf-public' },
  { key: 'mf-aula', container: 'mf_aula', label: 'Aula Virtual', elementId: 'area-mf-aula' },
  { key: 'mf-teacher', container: 'mf_teacher', label: 'Área docente', elementId: 'area-mf-teacher' },
  { key: 'mf-admin', container: 'mf_admin', label: 'Administración', elementId: 'area-mf-admin' },
  { key: 'mf-superadmin', container: 'mf_superadmin', label: 'Administración maestra', elementId: 'area-mf-superadmin' },
];

/** Legacy role home of SUPER_ADMIN; redirected to the area. */
export const SUPER_ALIAS = '/super';
export const SUPERADMIN_HOME = '/superadmin';
export const LOGIN_PATH = '/aula/login';

/** True when path is base itself or below it (/aula, /aula/x; not /aulas). */
export function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** Removes trailing slashes (except the root) so /cursos/ and /cursos match alike. */
export function normalizePath(path: string): string {
  const p = path || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

/** True for /super and /super/...: to be redirected to /superadmin. */
export function isSuperAlias(path: string): boolean {
  return isUnder(normalizePath(path), SUPER_ALIAS);
}

/** The /superadmin path a /super path stands for (keeps anything after /super). */
export function superAliasTarget(path: string): string {
  const rest = normalizePath(path).slice(SUPER_ALIAS.length);
  return `${SUPERADMIN_HOME}${rest}`;
}

/**
 * The area that serves a path. Everything that is not a logged-in area (including unknown
 * paths, which get mf-public's own 404, and /aula/login) belongs to mf-public.
 * /super is no area: it is redirected before anything mounts.
 */
export function areaForPath(rawPath: string): AreaKey | null {
  const path = normalizePath(rawPath);
  if (isUnder(path, LOGIN_PATH)) return 'mf-public';
  if (isUnder(path, '/aula')) return 'mf-aula';
  if (isUnder(path, '/prof')) return 'mf-teacher';
  if (isUnder(path, '/admin')) return 'mf-admin';
  if (isUnder(path, SUPERADMIN_HOME)) return 'mf-superadmin';
  if (isSuperAlias(path)) return null;
  return 'mf-public';
}

/** The public routes (navbar and footer shown) are those mf-public serves. */
export function isPublicPath(path: string): boolean {
  return areaForPath(path) === 'mf-public';
}
