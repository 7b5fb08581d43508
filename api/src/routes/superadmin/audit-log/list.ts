import type { FastifyInstance } from 'fastify';
import { auditLogPageSchema, auditLogQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { pageResult } from '../../../lib/paging';
import { bearer, zapp } from '../../../lib/zod';
import { toAuditEntry } from '../../../domain/audit/mappers';
import { listEntries } from '../../../domain/audit/repo';

/** GET /api/superadmin/audit-log: who did what, when, on which record. */
export function listAuditLogRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/audit-log',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['audit'],
        summary:
          'Audit log, newest first, paged (q, user, action group, entity, from/to dates in Lima); append-only: no route edits or deletes it',
        security: bearer,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => {
      const { rows, total } = await listEntries(app.db, req.query);
      return pageResult(rows.map(toAuditEntry), total, req.query.page, req.query.size);
    },
  );
}
