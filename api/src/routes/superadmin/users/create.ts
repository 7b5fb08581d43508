import type { FastifyInstance } from 'fastify';
import { superadminUserCreateSchema, superadminUserSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { toSuperadminUser } from '../../../domain/users/mappers';
import { findUser } from '../../../domain/users/repo';
import { create } from '../../../domain/users/service';

/** POST /api/superadmin/users: an account of any role. */
export function createUserRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/superadmin/users',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Create an account of any role',
        body: superadminUserCreateSchema,
        response: {
          201: superadminUserSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const created = await create(req, req.body);
      const row = await findUser(app.db, created.id);
      return reply.status(201).send(toSuperadminUser(row!));
    },
  );
}
