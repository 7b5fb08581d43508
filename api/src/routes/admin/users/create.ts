import type { FastifyInstance } from 'fastify';
import { adminUserCreateSchema, adminUserSchema, errorBodySchema } from '@inpro/shared-contracts';
import { create } from '../../../domain/users/service';
import { bearer, zapp } from '../../../lib/zod';

/** POST /api/admin/users: a new account. */
export function createUserRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/admin/users',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Create a user',
        body: adminUserCreateSchema,
        response: {
          201: adminUserSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const user = await create(req, req.body);
      return reply.status(201).send(user);
    },
  );
}
