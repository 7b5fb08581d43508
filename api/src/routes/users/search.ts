import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminUserSchema, errorBodySchema, userSearchQuerySchema } from '@inpro/shared-contracts';
import { search } from '../../domain/users/service';
import { bearer, zapp } from '../../lib/zod';

/** GET /api/users/search: active users found by name, e-mail, DNI or student code (administrators). */
export function searchUsersRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/users/search',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Find active users by name, e-mail, DNI or student code',
        querystring: userSearchQuerySchema,
        response: {
          200: z.array(adminUserSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => search(req, req.query.q),
  );
}
