import type { FastifyInstance } from 'fastify';
import { adminUsersPageSchema, adminUsersQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { list } from '../../../domain/users/service';
import { bearer, zapp } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => list(req, req.query),
  );
}
