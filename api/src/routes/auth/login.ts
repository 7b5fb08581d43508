import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authResponseSchema, loginSchema } from '@inpro/shared-contracts';
import { readDeviceCookie } from '../../auth/deviceCookie';
import { LoginThrottle } from '../../auth/loginThrottle';
import { authPerIp } from '../../domain/auth/perIp';
import { errorAnswers, zapp } from '../../lib/zod';
import * as service from '../../domain/auth/service';

const errors = errorAnswers(400, 401, 403, 429);

/** POST /api/auth/login: sign in with e-mail and password. */
export function loginRoute(app: FastifyInstance): void {
  const { rateLimit } = app.config;
  // Counters shared by every API process of the site (Redis when REDIS_URL is set).
  const { limiters } = app.sharedState;
  const throttle = new LoginThrottle(
    {
      freeFailures: rateLimit.authMaxPerAccount,
      maxFailuresPerIp: rateLimit.authFailuresPerIp,
      windowMs: rateLimit.authWindowMs,
      suspectAfterNetworkFailures: rateLimit.authFailuresPerNetwork ?? 5,
      maxFailuresPerDevice: rateLimit.authFailuresPerDevice ?? 10,
    },
    limiters,
  );
  // Sign-ins count after the body is read, so that a browser recognised for the account it signs in
  // to (device cookie) is not counted against its address (a school or a carrier behind one address).
  const loginPerIp = {
    rateLimit: {
      ...authPerIp(app).rateLimit,
      hook: 'preHandler' as const,
      allowList: (req: FastifyRequest) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' && readDeviceCookie(req, email) !== null;
      },
    },
  };
  zapp(app).post(
    '/auth/login',
    {
      config: loginPerIp,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => service.login(req, reply, req.body, throttle),
  );
}
