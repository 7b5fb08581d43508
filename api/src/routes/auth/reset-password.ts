import type { FastifyInstance } from 'fastify';
import { errorBodySchema, messageAnswerSchema, resetPasswordSchema } from '@inpro/shared-contracts';
import { authPerIp } from '../../domain/auth/perIp';
import { zapp } from '../../lib/zod';
import { resetPassword } from '../../domain/auth/passwordReset';

/** POST /api/auth/reset-password: set a new password with the token of the e-mailed link. */
export function resetPasswordRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/auth/reset-password',
    {
      config: authPerIp(app),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the e-mailed link (ends every session)',
        body: resetPasswordSchema,
        response: { 200: messageAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req) => resetPassword(req, req.body.token, req.body.newPassword),
  );
}
