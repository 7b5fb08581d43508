import { normalizeRole, roleLabel, type Role, type SessionSnapshot } from '@inpro/shared-contracts';

export interface UserDisplay {
  name: string;
  email: string | null;
  role: Role;
  /** Readable role for badges (Estudiante, Docente, Administrador, Superadministrador). */
  roleLabel: string;
  initials: string;
}

/** Initials of a name: first letters of the first and last words ("Ana María Pérez" → "AP"). */
export function initialsOf(name: string | null | undefined): string {
  const raw = String(name ?? '')
    .split('@')[0]
    .trim();
  // Titles such as "Dr." or "Dra." are not part of the initials when a name follows.
  const parts = raw.split(/\s+/).filter(Boolean);
  const named = parts.filter((p) => !/^\p{L}{1,4}\.$/u.test(p));
  const words = (named.length > 0 ? named : parts)
    .join(' ')
    .split(/[\s._-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return (first + last).toLocaleUpperCase('es-PE');
}

/** What the header shows of the session: name (name, fullName or username), e-mail, role. */
export function userDisplay(snapshot: SessionSnapshot): UserDisplay {
  const user = snapshot.user ?? {};
  const name =
    [user.name, user.fullName, user.username, snapshot.username].find((v): v is string => typeof v === 'string' && v.trim() !== '') ??
    'Usuario';
  const role = user.role ? normalizeRole(user.role) : (snapshot.role ?? normalizeRole(undefined));
  return {
    name: name.trim(),
    email: typeof user.email === 'string' && user.email ? user.email : null,
    role,
    roleLabel: roleLabel(role),
    initials: initialsOf(name),
  };
}
