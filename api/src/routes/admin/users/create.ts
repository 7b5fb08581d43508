import type { FastifyInstance } from 'fastify';
import { adminUserCreateSchema, adminUserSchema } from '@inpro/shared-contracts';
import { create } from '../../../domain/users/service';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const user = await create(req, req.body);
      return reply.status(201).send(user);
    },
  );
}
