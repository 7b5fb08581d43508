import type { FastifyInstance } from 'fastify';
import { authResponseSchema, errorBodySchema, registerSchema, registrationPendingSchema } from '@inpro/shared-contracts';
import { AttemptLimiter } from '../../auth/attempts';
import { authPerIp } from '../../domain/auth/perIp';
import { errorAnswers, zapp } from '../../lib/zod';
import * as service from '../../domain/auth/service';

const errors = errorAnswers(400, 401, 403, 429);

/** POST /api/auth/register: create a student account and sign in, or e-mail an activation link. */
export function registerRoute(app: FastifyInstance): void {
  const { rateLimit } = app.config;
  // Registrations of one e-mail per window (typos and weak passwords included).
  // Counters shared by every API process of the site (Redis when REDIS_URL is set).
  const { limiters } = app.sharedState;
  const registrations = new AttemptLimiter(Math.max(10, rateLimit.authMaxPerAccount), rateLimit.authWindowMs, limiters, 'register');
  zapp(app).post(
    '/auth/register',
    {
      config: authPerIp(app),
      schema: {
        tags: ['auth'],
        summary: 'Create a student account and sign in (201), or e-mail an activation link when new accounts confirm their e-mail (202)',
        description:
          'While the SMTP server is configured and "confirmRegistrations" is on, the answer is 202 with the same message whether or not the e-mail already has an account.',
        body: registerSchema,
        response: { 201: authResponseSchema, 202: registrationPendingSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (req, reply) => service.register(req, reply, req.body, registrations),
  );
}
