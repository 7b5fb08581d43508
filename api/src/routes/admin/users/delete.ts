import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@inpro/shared-contracts';
import { remove } from '../../../domain/users/service';
import { bearer, zapp } from '../../../lib/zod';

/** DELETE /api/admin/users/:id: an account deleted. */
export function deleteUserRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/admin/users/:id',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Delete a user',
        params: idParamSchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      await remove(req, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
