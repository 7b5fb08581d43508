import type { FastifyInstance } from 'fastify';
import { idParamSchema, superadminUserSchema, userStatusChangeSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { changeStatus } from '../../../domain/users/masterAdmin';

/** PUT /api/superadmin/users/:id/status: an account activated or deactivated. */
export function changeUserStatusRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/superadmin/users/:id/status',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Activate or deactivate an account (a deactivated one cannot sign in; its sessions end)',
        params: idParamSchema,
        body: userStatusChangeSchema,
        response: {
          200: superadminUserSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => changeStatus(req, req.params.id, req.body.active),
  );
}
