import type { FastifyInstance } from 'fastify';
import { adminUserSchema, adminUserUpdateSchema, idParamSchema } from '@inpro/shared-contracts';
import { update } from '../../../domain/users/service';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** PUT /api/admin/users/:id: an account's fields (left out: kept; null or "": cleared). */
export function updateUserRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/admin/users/:id',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary:
          'Update a user: a field left out keeps its value, null or "" clears it (empty passwordHash keeps the password); unknown fields are refused',
        params: idParamSchema,
        body: adminUserUpdateSchema,
        response: {
          200: adminUserSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => update(req, req.params.id, req.body),
  );
}
