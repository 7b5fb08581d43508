import { normalizeRole, type Role, type SessionSnapshot } from '@inpro/shared-contracts';

export interface UserDisplay {
  name: string;
  email: string | null;
  role: Role;
  initials: string;
}

/** Initials of a name: first letters of the first and last words ("Ana María Pérez" → "AP"). */
export function initialsOf(name: string | null | undefined): string {
  const words = String(name ?? '')
    .split('@')[0]
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
    [user.name, user.fullName, user.username, snapshot.username].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    ) ?? 'Usuario';
  const role = user.role ? normalizeRole(user.role) : snapshot.role ?? normalizeRole(undefined);
  return {
    name: name.trim(),
    email: typeof user.email === 'string' && user.email ? user.email : null,
    role,
    initials: initialsOf(name),
  };
}
