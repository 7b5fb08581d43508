import type { FastifyInstance } from 'fastify';
import { errorBodySchema, importQuerySchema, importResultSchema } from '@inpro/shared-contracts';
import { commitImport } from '../../../../domain/users/importUsers';
import { bearer, zapp } from '../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await commitImport(req, req.query.mode)),
  );
}
