import type { FastifyInstance } from 'fastify';
import { authResponseSchema, changePasswordSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import * as service from '../../domain/auth/service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

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
