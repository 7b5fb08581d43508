import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminUserCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  adminUsersPageSchema,
  adminUsersExportQuerySchema,
  adminUsersQuerySchema,
  errorBodySchema,
  idParamSchema,
  importPreviewSchema,
  importQuerySchema,
  importResultSchema,
  resetPasswordResponseSchema,
  userSearchQuerySchema,
  userStatusChangeSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { toAdminUser } from '../../../domain/users/mappers';
import { exportUsers } from './export';
import { commitImport, previewImport } from '../../../domain/users/importUsers';
import * as service from '../../../domain/users/service';
import { changesCatalogue } from '../../../plugins/publicCache';
import { exportLimit } from '../../../lib/rateLimits';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema };

/** /admin/users and /users/search (ADMIN); the master administrator's /superadmin/users is in routes/superadmin/users. */
export default async function usersModule(app: FastifyInstance): Promise<void> {
  // Its writes may change what the catalogue shows: the public cache is emptied when one did (plugins/publicCache.ts).
  changesCatalogue(app);
  const r = zapp(app);
  const admin = app.requireRoles('ADMIN');
  const common = { tags: ['users'], security: bearer };

  r.get(
    '/admin/users',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Users, paged (q, status, courseId)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errors },
      },
    },
    async (req) => service.list(req, req.query),
  );

  r.get(
    '/users/search',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Find active users by name, e-mail, DNI or student code',
        querystring: userSearchQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errors },
      },
    },
    async (req) => service.search(req, req.query.q),
  );

  r.post(
    '/admin/users',
    {
      preHandler: admin,
      schema: { ...common, summary: 'Create a user', body: adminUserCreateSchema, response: { 201: adminUserSchema, ...errors } },
    },
    async (req, reply) => {
      const user = await service.create(req, req.body);
      return reply.status(201).send(user);
    },
  );

  r.put(
    '/admin/users/:id',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary:
          'Update a user: a field left out keeps its value, null or "" clears it (empty passwordHash keeps the password); unknown fields are refused',
        params: idParamSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (req) => service.update(req, req.params.id, req.body),
  );

  r.put(
    '/admin/users/:id/status',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Deactivate or reactivate an account (a deactivated one cannot sign in; its sessions end)',
        params: idParamSchema,
        body: userStatusChangeSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (req) => toAdminUser(await service.setActive(req, req.params.id, req.body.active)),
  );

  r.delete(
    '/admin/users/:id',
    { preHandler: admin, schema: { ...common, summary: 'Delete a user', params: idParamSchema, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await service.remove(req, req.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/admin/users/:id/reset-password',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Generate a one-time temporary password (shown once)',
        params: idParamSchema,
        response: { 200: resetPasswordResponseSchema, ...errors },
      },
    },
    async (req) => service.resetPassword(req, req.params.id),
  );

  r.get(
    '/admin/users/export',
    {
      preHandler: admin,
      config: exportLimit(),
      schema: {
        ...common,
        summary: 'The users of the current filter (q, status, courseId, role) as CSV or XLSX (audited as an export)',
        querystring: adminUsersExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { ...errors, 429: errorBodySchema },
      },
    },
    async (req, reply) => exportUsers(req, reply, req.query),
  );

  r.post(
    '/admin/users/import/preview',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Read an import file (CSV or XLSX, multipart `file`) and check every row; writes nothing',
        description:
          'Header row with Email and Nombre (required) and optionally Teléfono, DNI, Rol, Código de alumno, Estado (case and accents ignored; CSV with comma or semicolon). At most 500 rows.',
        consumes: ['multipart/form-data'],
        response: { 200: importPreviewSchema, ...uploadErrors },
      },
    },
    async (req) => previewImport(req),
  );

  r.post(
    '/admin/users/import',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Create the accounts of an import file (mode=all: refused if any row is invalid; mode=valid: only the valid rows)',
        description: 'Each account gets a one-time temporary password, answered once, to be changed at the first sign-in.',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 201: importResultSchema, ...uploadErrors },
      },
    },
    async (req, reply) => reply.status(201).send(await commitImport(req, req.query.mode)),
  );
}
