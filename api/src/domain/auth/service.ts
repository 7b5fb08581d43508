import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  INVALID_CREDENTIALS,
  SESSION_EXPIRED,
  tooManyAttemptsMessage,
  USER_EMAIL_TAKEN,
  type AuthResponse,
  type LoginBody,
  type RegisterBody,
  type RegistrationPending,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import type { AttemptLimiter } from '../../auth/attempts';
import { verifyCurrentPassword } from '../../auth/currentPassword';
import type { LoginThrottle } from '../../auth/loginThrottle';
import { readDeviceCookie, setDeviceCookie } from '../../auth/deviceCookie';
import { networkOf } from '../../auth/network';
import { burnVerification, hashPassword, verifyPassword, type HashPriority } from '../../auth/passwords';
import { REFRESH_COOKIE, clearRefreshCookie, issueRefreshToken, sha256, signAccessToken } from '../../auth/tokens';
import { HttpError, badRequest, conflict, tooManyRequests, unauthorized } from '../../errors';
import { toAuthUser } from '../users/mappers';
import type { UserRow } from '../../db/schema';
import { registrationNeedsConfirmation, requestRegistration } from './registrationConfirm';
import * as repo from './repo';
import { createStudentAccount } from './studentAccount';

const ACCOUNT_DISABLED = 'Tu cuenta está desactivada. Comunícate con la administración.';
export const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';

async function blocked(limiter: AttemptLimiter, key: string): Promise<void> {
  const secs = await limiter.blockedFor(key);
  if (secs > 0) throw Object.assign(tooManyRequests(tooManyAttemptsMessage(secs)), { retryAfter: secs });
}

export async function register(
  req: FastifyRequest,
  reply: FastifyReply,
  body: RegisterBody,
  limiter: AttemptLimiter,
): Promise<AuthResponse | RegistrationPending> {
  const key = `register:${body.email}`;
  await blocked(limiter, key);
  await limiter.hit(key);
  if (await registrationNeedsConfirmation(req.server)) return requestRegistration(req, reply, body);
  const db = req.server.db;
  if (await repo.findUserByEmail(db, body.email)) throw conflict(USER_EMAIL_TAKEN, { email: USER_EMAIL_TAKEN });
  const user = await createStudentAccount(
    req,
    reply,
    {
      email: body.email,
      fullName: body.fullName,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      phone: body.phone,
      passwordHash: await hashPassword(body.password),
    },
    { consent: 'now' },
  );
  reply.status(201);
  return { token: signAccessToken(req.server, user, user.sessionId), user: toAuthUser(user) };
}

/**
 * Form sign-in. A browser recognised for this account (device cookie, not revoked by a password
 * change or deactivation, not locked out) skips the address checks and hashes first; any other
 * attempt passes the address checks and hashes in the normal line, or in the limited line (a
 * bounded share, 429 beyond it) when the account is unknown or its network has recent failures.
 */
export async function login(req: FastifyRequest, reply: FastifyReply, body: LoginBody, throttle: LoginThrottle): Promise<AuthResponse> {
  const db = req.server.db;
  const device = readDeviceCookie(req, body.email);
  const user = await repo.findUserByEmail(db, body.email);
  const trusted =
    device !== null &&
    user !== null &&
    user !== undefined &&
    device.userId === user.id &&
    !(user.tokensValidAfter && device.issuedAt.getTime() < user.tokensValidAfter.getTime()) &&
    !(await throttle.deviceLocked(device.nonce));
  let priority: HashPriority = { lane: 'trusted' };
  if (!trusted) {
    const wait = await throttle.waitSeconds(body.email, req.ip);
    if (wait > 0) throw Object.assign(tooManyRequests(tooManyAttemptsMessage(wait)), { retryAfter: wait });
    const limited = !user || (await throttle.suspectNetwork(req.ip));
    priority = limited ? { lane: 'limited', group: networkOf(req.ip) } : { lane: 'normal' };
  }
  const ok = user
    ? await verifyPassword(body.password, user.passwordHash, priority)
    : (await burnVerification(body.password, priority), false);
  if (!user || !ok) {
    // A recognised browser's typo counts against its cookie only, never against its address.
    if (trusted) await throttle.deviceFailed(device.nonce);
    else await throttle.failed(body.email, req.ip);
    await audit(req, {
      action: 'LOGIN_FAILED',
      entity: 'user',
      entityId: user?.id ?? null,
      label: body.email,
      details: { email: body.email },
    });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!user.active) {
    // A right password of a deactivated account is still a refused sign-in: recorded as failed.
    await audit(req, {
      action: 'LOGIN_FAILED',
      entity: 'user',
      entityId: user.id,
      label: body.email,
      details: { email: body.email, reason: 'inactive' },
    });
    throw new HttpError(403, ACCOUNT_DISABLED);
  }
  await throttle.succeeded(body.email, req.ip);
  if (trusted) await throttle.deviceSucceeded(device.nonce);
  const sessionId = await startSession(req, reply, user);
  return { token: signAccessToken(req.server, user, sessionId), user: toAuthUser(user) };
}

/**
 * Signs an existing, active account in (form or provider): the request's user, the last sign-in
 * time, a new session in the refresh cookie and the LOGIN audit entry. Answers the session id.
 */
export async function startSession(
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  details?: Record<string, unknown>,
): Promise<string> {
  const db = req.server.db;
  req.user = {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: toAuthUser(user).role,
    mustChangePassword: user.mustChangePassword,
  };
  await repo.touchLogin(db, user.id);
  const sessionId = await issueRefreshToken(db, req, reply, user.id);
  setDeviceCookie(req, reply, user);
  await audit(req, { action: 'LOGIN', entity: 'user', entityId: user.id, label: user.email, ...(details ? { details } : {}) });
  return sessionId;
}

/** Rotates the refresh cookie and answers a new access token. A replayed (revoked) token revokes them all. */
export async function refresh(req: FastifyRequest, reply: FastifyReply): Promise<AuthResponse> {
  const raw = req.cookies[REFRESH_COOKIE];
  const db = req.server.db;
  if (!raw || raw.length > 200) {
    clearRefreshCookie(reply);
    throw unauthorized(SESSION_EXPIRED);
  }
  const hash = sha256(raw);
  const stored = await repo.findRefreshToken(db, hash);
  if (!stored) {
    clearRefreshCookie(reply);
    throw unauthorized(SESSION_EXPIRED);
  }
  const user = await repo.findUserById(db, stored.userId);
  // Rotation in one transaction: the session never looks closed to a request made meanwhile.
  const sessionId = await db.transaction(async (tx) => {
    if (!(await repo.revokeRefreshToken(tx, hash))) return null;
    if (!user || !user.active) return null;
    return issueRefreshToken(tx, req, reply, user.id, stored.sessionId ?? undefined);
  });
  if (!sessionId || !user) {
    // A replayed (already rotated) token means it was stolen: every session of the account ends.
    if (stored.revokedAt) await repo.revokeAllRefreshTokens(db, stored.userId);
    clearRefreshCookie(reply);
    throw unauthorized(SESSION_EXPIRED);
  }
  return { token: signAccessToken(req.server, user, sessionId), user: toAuthUser(user) };
}

/**
 * Ends the session of the refresh cookie and of the bearer token (either may be missing): its
 * refresh tokens are revoked, so its access tokens stop working at once (the guard checks `sid`).
 */
export async function logout(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const db = req.server.db;
  const raw = req.cookies[REFRESH_COOKIE];
  if (raw && raw.length <= 200) {
    const stored = await repo.findRefreshToken(db, sha256(raw));
    if (stored && (await repo.revokeRefreshToken(db, stored.tokenHash))) {
      if (stored.sessionId) await repo.revokeSession(db, stored.sessionId);
      // The sign-out route has no bearer user: the person signing out is the refresh token's owner.
      const owner = await repo.findUserById(db, stored.userId);
      await audit(req, {
        action: 'LOGOUT',
        entity: 'user',
        entityId: stored.userId,
        label: owner?.email ?? null,
        actor: { id: stored.userId, email: owner?.email ?? null },
      });
    }
  }
  const sid = await bearerSessionId(req);
  if (sid) await repo.revokeSession(db, sid);
  clearRefreshCookie(reply);
}

/** The session id of a valid bearer token of the request, if any (logout works without the cookie too). */
async function bearerSessionId(req: FastifyRequest): Promise<string | null> {
  if (typeof req.headers.authorization !== 'string') return null;
  try {
    const payload = await req.jwtVerify<{ sid?: unknown }>();
    return typeof payload.sid === 'string' && payload.sid.length <= 64 ? payload.sid : null;
  } catch {
    return null;
  }
}

export async function me(req: FastifyRequest) {
  const user = await repo.findUserById(req.server.db, req.user.id);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  return toAuthUser(user);
}

export async function changePassword(
  req: FastifyRequest,
  reply: FastifyReply,
  body: { currentPassword: string; newPassword: string },
): Promise<AuthResponse> {
  const db = req.server.db;
  const user = await repo.findUserById(db, req.user.id);
  if (!user) throw unauthorized(SESSION_EXPIRED);
  await verifyCurrentPassword(req, user, body.currentPassword);
  if (body.currentPassword === body.newPassword) throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  const passwordHash = await hashPassword(body.newPassword);
  const sessionId = await db.transaction(async (tx) => {
    await repo.setPassword(tx, user.id, passwordHash, false);
    await repo.revokeAllRefreshTokens(tx, user.id);
    await audit(req, { action: 'PASSWORD_CHANGE', entity: 'user', entityId: user.id, label: user.email }, tx);
    return issueRefreshToken(tx, req, reply, user.id);
  });
  const updated = { ...user, mustChangePassword: false };
  return { token: signAccessToken(req.server, updated, sessionId), user: toAuthUser(updated) };
}
