/** Roles of the platform. SUPERADMIN is an accepted spelling of SUPER_ADMIN. */
export const ROLES = ['SUPER_ADMIN', 'SUPERADMIN', 'ADMIN', 'DOCENTE', 'ESTUDIANTE'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an administrator may give to a user in the admin user form. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'DOCENTE', 'ESTUDIANTE'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const DEFAULT_ROLE: Role = 'ESTUDIANTE';

/** Strips a ROLE_ prefix and upper-cases; unknown or empty values yield ESTUDIANTE. */
export function normalizeRole(value: unknown): Role {
  if (typeof value !== 'string') return DEFAULT_ROLE;
  const upper = value
    .trim()
    .toUpperCase()
    .replace(/^ROLE_/, '');
  return (ROLES as readonly string[]).includes(upper) ? (upper as Role) : DEFAULT_ROLE;
}

export function isSuperAdmin(role: unknown): boolean {
  const r = normalizeRole(role);
  return r === 'SUPER_ADMIN' || r === 'SUPERADMIN';
}

/** Case-insensitive membership test of a role in a list of allowed roles. */
export function hasRole(role: unknown, allowed: readonly string[]): boolean {
  const r = normalizeRole(role);
  return allowed.some((a) => normalizeRole(a) === r);
}

/** Readable role names for badges and menus (never show the raw enum). */
export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Superadministrador',
  SUPERADMIN: 'Superadministrador',
  ADMIN: 'Administrador',
  DOCENTE: 'Docente',
  ESTUDIANTE: 'Estudiante',
};

/** The readable name of a role in any spelling (ROLE_ prefix, case); unknown → Estudiante. */
export function roleLabel(role: unknown): string {
  return ROLE_LABELS[normalizeRole(role)];
}
