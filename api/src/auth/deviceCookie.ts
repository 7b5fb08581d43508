import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmacSigner } from '../lib/hmac';
import { REFRESH_COOKIE_PATH } from './tokens';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a cookie signed by the server and bound to that account. A sign-in
 * to the same account from that browser passes the address throttles and goes first in the
 * hashing queue; its own failures lock only that cookie out. The cookie holds no personal data:
 * `<userId>.<issuedAtMs base36>.<nonce>.<HMAC-SHA256 of them and the account's e-mail>`.
 */
export const DEVICE_COOKIE = 'inpro_device';

/** How long a browser stays recognised after its last sign-in. */
const DEVICE_COOKIE_DAYS = 365;

const MAX_LENGTH = 200;

export interface DeviceCookie {
  userId: number;
  issuedAt: Date;
  /** Identifies this cookie (its failure count and lockout). */
  nonce: string;
}

/** The signer: its key derived from the JWT secret, so that it is never the same key for two uses. */
function signer(jwtSecret: string) {
  return hmacSigner(createHmac('sha256', jwtSecret).update('inpro-device-cookie-v1').digest());
}

const signed = (userId: number, issued: string, nonce: string, email: string) =>
  `${userId}.${issued}.${nonce}.${email.trim().toLowerCase()}`;

/** The cookie's value for a sign-in of this account now. */
function signDeviceCookie(jwtSecret: string, user: { id: number; email: string }, now = new Date()): string {
  const issued = now.getTime().toString(36);
  const nonce = randomBytes(16).toString('base64url');
  return `${user.id}.${issued}.${nonce}.${signer(jwtSecret).sign(signed(user.id, issued, nonce, user.email))}`;
}

/**
 * The request's device cookie when it is genuine and was issued to the account of `email`; null
 * otherwise (none, malformed, tampered, another account's). Whether it is still valid for that
 * account (not revoked, not locked out) is the caller's check.
 */
export function readDeviceCookie(req: FastifyRequest, email: string): DeviceCookie | null {
  const raw = req.cookies[DEVICE_COOKIE];
  if (!raw || raw.length > MAX_LENGTH) return null;
  const match = /^(\d{1,15})\.([0-9a-z]{1,12})\.([\w-]{16,43})\.([\w-]{43})$/.exec(raw);
  if (!match) return null;
  const [, id, issued, nonce, sig] = match;
  const userId = Number(id);
  if (!signer(req.server.config.jwtSecret).verify(signed(userId, issued, nonce, email), sig)) return null;
  const issuedAt = new Date(parseInt(issued, 36));
  if (Number.isNaN(issuedAt.getTime()) || issuedAt.getTime() < Date.now() - DEVICE_COOKIE_DAYS * 24 * 3600 * 1000) return null;
  return { userId, issuedAt, nonce };
}

/** Gives the browser a fresh device cookie of this account (HttpOnly, SameSite=Strict, Secure like the session cookie). */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, user: { id: number; email: string }): void {
  const { jwtSecret, secureCookies } = req.server.config;
  reply.setCookie(DEVICE_COOKIE, signDeviceCookie(jwtSecret, user), {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies || req.protocol === 'https',
    path: REFRESH_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}
