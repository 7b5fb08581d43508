import type { FastifyInstance } from 'fastify';
import { authUserSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import * as service from '../../domain/auth/service';

/** GET /api/auth/me: the signed-in user. */
export function meRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/auth/me',
    {
      preHandler: app.authenticate,
      config: { allowPendingPasswordChange: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', security: bearer, response: { 200: authUserSchema, 401: errorBodySchema } },
    },
    async (req) => service.me(req),
  );
}
