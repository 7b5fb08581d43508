import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminUserSchema, userSearchQuerySchema } from '@inpro/shared-contracts';
import { search } from '../../domain/users/service';
import { bearer, errorAnswers, zapp } from '../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => search(req, req.query.q),
  );
}
