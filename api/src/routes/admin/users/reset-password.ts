import type { FastifyInstance } from 'fastify';
import { idParamSchema, resetPasswordResponseSchema } from '@inpro/shared-contracts';
import { resetPassword } from '../../../domain/users/service';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** POST /api/admin/users/:id/reset-password: a one-time temporary password, shown once. */
export function resetPasswordRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/admin/users/:id/reset-password',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Generate a one-time temporary password (shown once)',
        params: idParamSchema,
        response: {
          200: resetPasswordResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => resetPassword(req, req.params.id),
  );
}
