import type { FastifyInstance } from 'fastify';
import { superadminUsersPageSchema, superadminUsersQuerySchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { listAll } from '../../../domain/users/masterAdmin';

/** GET /api/superadmin/users: every account of every role, paged. */
export function listUsersRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/users',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Every account of every role, paged (q, role, status)',
        querystring: superadminUsersQuerySchema,
        response: {
          200: superadminUsersPageSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listAll(req, req.query),
  );
}
