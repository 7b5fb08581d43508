import {
  decodeClaims,
  NO_SESSION,
  normalizeRole,
  primaryRole,
  rolesFromClaims,
  type Role,
  type SessionUser,
} from '@inpro/shared-contracts';

/** 'No se recibió token ni sesión activa.' */
export const NO_SESSION_MESSAGE = NO_SESSION;

function hasValue(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  return typeof v === 'string' && v.trim() !== '';
}

/** The role carried by the token claims (roles, authorities, role), or null when it has none. */
export function roleFromToken(token: string | null): Role | null {
  const claims = decodeClaims(token);
  if (!claims || !['roles', 'authorities', 'role'].some((k) => hasValue(claims[k]))) return null;
  return primaryRole(rolesFromClaims(claims));
}

/** The role of a user object (role, else roles), or null when it has none. */
export function roleFromUser(user: SessionUser | null | undefined): Role | null {
  if (!user) return null;
  if (typeof user.role === 'string' && user.role.trim()) return normalizeRole(user.role);
  if (Array.isArray(user.roles) && user.roles.length) return primaryRole(user.roles);
  return null;
}

export interface ResolvedSession {
  role: Role;
  user: SessionUser | null;
}

/**
 * Role after sign-in: from the token, else from the answer's user, else from GET /auth/me;
 * none of them → 'No se recibió token ni sesión activa.'
 */
export async function resolveRole(
  token: string | null,
  user: SessionUser | null,
  fetchMe: () => Promise<SessionUser | null>,
): Promise<ResolvedSession> {
  const fromToken = roleFromToken(token);
  if (fromToken) return { role: fromToken, user };
  const fromUser = roleFromUser(user);
  if (fromUser) return { role: fromUser, user };
  let me: SessionUser | null = null;
  try {
    me = await fetchMe();
  } catch {
    me = null;
  }
  const fromMe = roleFromUser(me);
  if (fromMe) return { role: fromMe, user: user ? { ...user, ...me } : me };
  throw new Error(NO_SESSION_MESSAGE);
}
