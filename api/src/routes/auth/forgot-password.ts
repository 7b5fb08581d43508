import type { FastifyInstance } from 'fastify';
import { errorBodySchema, forgotPasswordSchema, messageAnswerSchema } from '@inpro/shared-contracts';
import { AttemptLimiter } from '../../auth/attempts';
import { authPerIp } from '../../domain/auth/perIp';
import { zapp } from '../../lib/zod';
import { requestPasswordReset } from '../../domain/auth/passwordReset';

/** POST /api/auth/forgot-password: e-mail a one-time password-reset link. */
export function forgotPasswordRoute(app: FastifyInstance): void {
  const { rateLimit } = app.config;
  // Counters shared by every API process of the site (Redis when REDIS_URL is set).
  const { limiters } = app.sharedState;
  // Reset links asked per e-mail and window (the answer never says whether the limit was hit).
  const resetRequests = new AttemptLimiter(3, rateLimit.authWindowMs, limiters, 'reset');
  zapp(app).post(
    '/auth/forgot-password',
    {
      config: authPerIp(app),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time password-reset link (same answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 200: messageAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => requestPasswordReset(req, req.body.email, resetRequests),
  );
}
