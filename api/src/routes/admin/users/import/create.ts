import type { FastifyInstance } from 'fastify';
import { importQuerySchema, importResultSchema } from '@inpro/shared-contracts';
import { commitImport } from '../../../../domain/users/importUsers';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** POST /api/admin/users/import: the accounts of an import file created. */
export function importUsersRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/admin/users/import',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Create the accounts of an import file (mode=all: refused if any row is invalid; mode=valid: only the valid rows)',
        description: 'Each account gets a one-time temporary password, answered once, to be changed at the first sign-in.',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: {
          201: importResultSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await commitImport(req, req.query.mode)),
  );
}
