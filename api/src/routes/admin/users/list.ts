import type { FastifyInstance } from 'fastify';
import { adminUsersPageSchema, adminUsersQuerySchema } from '@inpro/shared-contracts';
import { list } from '../../../domain/users/service';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** GET /api/admin/users: the users, paged (q, status, courseId). */
export function listUsersRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/users',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Users, paged (q, status, courseId)',
        querystring: adminUsersQuerySchema,
        response: {
          200: adminUsersPageSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => list(req, req.query),
  );
}
