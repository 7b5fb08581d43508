import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { remove } from '../../../domain/users/service';

/** DELETE /api/superadmin/users/:id: an account deleted (never the last SUPER_ADMIN). */
export function deleteUserRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/superadmin/users/:id',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Delete an account (never the last SUPER_ADMIN)',
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
