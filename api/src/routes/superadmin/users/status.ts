import type { FastifyInstance } from 'fastify';
import { errorBodySchema, idParamSchema, superadminUserSchema, userStatusChangeSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => changeStatus(req, req.params.id, req.body.active),
  );
}
