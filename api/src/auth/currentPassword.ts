import type { FastifyRequest } from 'fastify';
import { tooManyAttemptsMessage } from '@inpro/shared-contracts';
import { badRequest, tooManyRequests } from '../errors';
import type { LimiterFactory } from '../sharedState';
import { LoginThrottle } from './loginThrottle';
import { verifyPassword } from './passwords';

const CURRENT_PASSWORD_WRONG = 'La contraseña actual no es correcta.';

/** One throttle per limiter store (the API process's memory, or Redis shared by every process). */
const throttles = new WeakMap<LimiterFactory, LoginThrottle>();

function throttleOf(req: FastifyRequest): LoginThrottle {
  const { limiters } = req.server.sharedState;
  let throttle = throttles.get(limiters);
  if (!throttle) {
    const { rateLimit } = req.server.config;
    // The sign-in's backoff, counted per account: whoever holds a session cannot guess its password.
    throttle = new LoginThrottle(
      { freeFailures: rateLimit.authMaxPerAccount, windowMs: rateLimit.authWindowMs, scope: 'current-password' },
      limiters,
    );
    throttles.set(limiters, throttle);
  }
  return throttle;
}

const ACCOUNT = 'account';

/**
 * The current password asked before changing it (POST /auth/change-password, PUT /me/profile):
 * 400 when wrong, and after the sign-in's free failures 429 with Retry-After until the account's
 * backoff has passed (counted per account, whatever the address). A right password resets the count.
 */
export async function verifyCurrentPassword(
  req: FastifyRequest,
  user: { id: number; passwordHash: string },
  password: string,
): Promise<void> {
  const throttle = throttleOf(req);
  const key = `user:${user.id}`;
  const wait = await throttle.waitSeconds(key, ACCOUNT);
  if (wait > 0) throw Object.assign(tooManyRequests(tooManyAttemptsMessage(wait)), { retryAfter: wait });
  if (!(await verifyPassword(password, user.passwordHash))) {
    await throttle.failed(key, ACCOUNT);
    throw badRequest(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  await throttle.succeeded(key, ACCOUNT);
}
