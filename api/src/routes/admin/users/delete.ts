import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@inpro/shared-contracts';
import { remove } from '../../../domain/users/service';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      await remove(req, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
