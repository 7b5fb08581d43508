import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  USERS_EXPORT_MAX_ROWS,
  adminUsersExportQuerySchema,
  formatDate,
  roleLabel,
  type AdminUsersExportQuery,
} from '@inpro/shared-contracts';
import { exportLimit } from '../../../lib/rateLimits';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { sendExport } from '../../../lib/sendExport';
import * as repo from '../../../domain/users/repo';

/** GET /admin/users/export?format=csv|xlsx: every user of the current filter (at most 10 000); audited as an export. */
async function exportUsers(req: FastifyRequest, reply: FastifyReply, q: AdminUsersExportQuery): Promise<FastifyReply> {
  const filter = { q: q.q, status: q.status, courseId: q.courseId, roles: q.role ? [q.role] : undefined };
  const { rows, total } = await repo.listUsers(req.server.db, filter, 0, USERS_EXPORT_MAX_ROWS);
  return sendExport(req, reply, {
    table: {
      title: 'Participantes',
      subtitle: `${total} usuarios${q.q ? ` · búsqueda «${q.q}»` : ''}${q.status ? ` · ${q.status === 'ACTIVO' ? 'activos' : 'inactivos'}` : ''}`,
      columns: [
        { header: 'ID', numeric: true },
        { header: 'Email', width: 2 },
        { header: 'Nombre', width: 2 },
        { header: 'Teléfono' },
        { header: 'DNI' },
        { header: 'Código de alumno' },
        { header: 'Rol' },
        { header: 'Estado' },
        { header: 'Creado' },
      ],
      rows: rows.map((u) => [
        u.id,
        u.email,
        u.fullName,
        u.phone ?? '',
        u.dni ?? '',
        u.studentCode ?? '',
        roleLabel(u.role),
        u.active ? 'Activo' : 'Inactivo',
        // The day the account was created in Lima (not UTC's: an evening sign-up is not the next day).
        formatDate(u.createdAt),
      ]),
    },
    format: q.format,
    name: 'participantes',
    audit: {
      entity: 'user',
      entityId: null,
      label: `Participantes (${q.format.toUpperCase()})`,
      details: {
        report: 'Participantes',
        format: q.format,
        rows: rows.length,
        q: q.q ?? null,
        status: q.status ?? null,
      },
    },
  });
}

/** GET /api/admin/users/export: the users of the current filter as CSV or XLSX. */
export function exportUsersRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/users/export',
    {
      preHandler: app.requireRoles('ADMIN'),
      config: exportLimit(),
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'The users of the current filter (q, status, courseId, role) as CSV or XLSX (audited as an export)',
        querystring: adminUsersExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          ...errorAnswers(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (req, reply) => exportUsers(req, reply, req.query),
  );
}
