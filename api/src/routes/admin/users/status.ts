import type { FastifyInstance } from 'fastify';
import { adminUserSchema, errorBodySchema, idParamSchema, userStatusChangeSchema } from '@inpro/shared-contracts';
import { toAdminUser } from '../../../domain/users/mappers';
import { setActive } from '../../../domain/users/service';
import { bearer, zapp } from '../../../lib/zod';

/** PUT /api/admin/users/:id/status: an account deactivated or reactivated. */
export function changeUserStatusRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/admin/users/:id/status',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Deactivate or reactivate an account (a deactivated one cannot sign in; its sessions end)',
        params: idParamSchema,
        body: userStatusChangeSchema,
        response: {
          200: adminUserSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => toAdminUser(await setActive(req, req.params.id, req.body.active)),
  );
}
