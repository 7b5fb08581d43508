import type { FastifyInstance } from 'fastify';
import { authResponseSchema, changePasswordSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../lib/zod';
import * as service from '../../domain/auth/service';

const errors = errorAnswers(400, 401, 403, 429);

/** POST /api/auth/change-password: change the password (also after a reset). */
export function changePasswordRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/auth/change-password',
    {
      preHandler: app.authenticate,
      config: { allowPendingPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (also after a reset); answers a fresh token',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => service.changePassword(req, reply, req.body),
  );
}
