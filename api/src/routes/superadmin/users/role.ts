import type { FastifyInstance } from 'fastify';
import { idParamSchema, superadminUserSchema, userRoleChangeSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { changeRole } from '../../../domain/users/masterAdmin';

/** PUT /api/superadmin/users/:id/role: another role for an account. */
export function changeUserRoleRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/superadmin/users/:id/role',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: "Change an account's role (the last active SUPER_ADMIN keeps it; the user's sessions end)",
        params: idParamSchema,
        body: userRoleChangeSchema,
        response: {
          200: superadminUserSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => changeRole(req, req.params.id, req.body.role),
  );
}
