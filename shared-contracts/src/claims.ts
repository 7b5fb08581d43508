import { jwtDecode } from 'jwt-decode';
import { DEFAULT_ROLE, normalizeRole, type Role } from './roles';

export interface TokenClaims {
  [claim: string]: unknown;
  sub?: string;
  username?: string;
  email?: string;
  roles?: unknown;
  authorities?: unknown;
  role?: unknown;
  exp?: number;
}

/**
 * The payload of a JWT (read with jwt-decode), or null when it cannot be read: not three
 * segments, bad base64 or JSON, or a payload that is not an object. Does not verify the signature.
 */
export function decodeClaims(token: unknown): TokenClaims | null {
  if (typeof token !== 'string' || token.split('.').length !== 3) return null;
  try {
    const payload: unknown = jwtDecode(token);
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Expired when exp is at or before now, or when the token cannot be read. */
export function isTokenExpired(token: unknown, nowMs: number = Date.now()): boolean {
  const claims = decodeClaims(token);
  if (!claims || typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return true;
  return claims.exp * 1000 <= nowMs;
}

/** Username: claim username, else sub, else email. */
export function usernameFromClaims(claims: TokenClaims | null): string | null {
  if (!claims) return null;
  for (const key of ['username', 'sub', 'email'] as const) {
    const v = claims[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return null;
}

function roleList(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value
      .map((v) =>
        typeof v === 'string' ? v : v && typeof v === 'object' && 'authority' in v ? String((v as { authority: unknown }).authority) : '',
      )
      .filter(Boolean);
  }
  if (typeof value === 'string' && value.trim()) return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** Roles: claim roles, else authorities, else role; ROLE_ stripped, upper-cased; default ESTUDIANTE. */
export function rolesFromClaims(claims: TokenClaims | null): Role[] {
  if (!claims) return [DEFAULT_ROLE];
  for (const key of ['roles', 'authorities', 'role'] as const) {
    const list = roleList(claims[key]);
    if (list.length) return Array.from(new Set(list.map(normalizeRole)));
  }
  return [DEFAULT_ROLE];
}

const ROLE_PRIORITY: Role[] = ['SUPER_ADMIN', 'SUPERADMIN', 'ADMIN', 'DOCENTE', 'ESTUDIANTE'];

/** The strongest role of a list: what decides the home and the guard. */
export function primaryRole(roles: readonly string[]): Role {
  const normalized = roles.map(normalizeRole);
  return ROLE_PRIORITY.find((r) => normalized.includes(r)) ?? DEFAULT_ROLE;
}
