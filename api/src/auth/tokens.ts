import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeRole } from '@inpro/shared-contracts';
import type { Db } from '../db';
import { insertRefreshToken } from '../domain/auth/repo';
import type { AccessPayload } from './guards';

export const REFRESH_COOKIE = 'inpro_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A new session id (one per sign-in). */
function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Signed access token with sub (id as string), username, email, roles, exp and the session id
 * (`sid`: the guard refuses the token once that session is logged out).
 */
export function signAccessToken(app: FastifyInstance, user: { id: number; email: string; role: string }, sessionId?: string): string {
  const payload: AccessPayload = {
    sub: String(user.id),
    username: user.email,
    email: user.email,
    roles: [normalizeRole(user.role)],
    iatMs: Date.now(),
    ...(sessionId ? { sid: sessionId } : {}),
  };
  return app.jwt.sign(payload);
}

/**
 * Creates a refresh token (stored hashed) of a session and sets it as an httpOnly cookie:
 * `Secure` whenever the request came over HTTPS or the server runs in production (or
 * SECURE_COOKIES=1). Returns the session id (a new one unless a refresh continues a session).
 */
export async function issueRefreshToken(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  sessionId: string = newSessionId(),
): Promise<string> {
  const { refreshTokenDays, secureCookies } = req.server.config;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + refreshTokenDays * 24 * 3600 * 1000);
  await insertRefreshToken(db, {
    userId,
    sessionId,
    tokenHash: sha256(token),
    expiresAt,
    userAgent: (req.headers['user-agent'] ?? '').slice(0, 300) || null,
    ip: req.ip ?? null,
  });
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies || req.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
    expires: expiresAt,
  });
  return sessionId;
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
}
