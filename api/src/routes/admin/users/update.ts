import type { FastifyInstance } from 'fastify';
import { adminUserSchema, adminUserUpdateSchema, errorBodySchema, idParamSchema } from '@inpro/shared-contracts';
import { update } from '../../../domain/users/service';
import { bearer, zapp } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => update(req, req.params.id, req.body),
  );
}
