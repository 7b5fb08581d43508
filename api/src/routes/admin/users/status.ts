import type { FastifyInstance } from 'fastify';
import { adminUserSchema, idParamSchema, userStatusChangeSchema } from '@inpro/shared-contracts';
import { toAdminUser } from '../../../domain/users/mappers';
import { setActive } from '../../../domain/users/service';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => toAdminUser(await setActive(req, req.params.id, req.body.active)),
  );
}
