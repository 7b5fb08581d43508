import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { AUDIT_ACTION_GROUPS, auditLogPageSchema, auditLogQuerySchema, errorBodySchema, type AuditLogQuery } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { auditLog } from '../../db/schema';
import { pageResult } from '../../lib/paging';
import { escapeLike } from '../../lib/search';
import { bearer, zapp } from '../../lib/zod';

function where(q: AuditLogQuery): SQL | undefined {
  const text = q.q ? `%${escapeLike(q.q)}%` : null;
  return and(
    text
      ? or(ilike(auditLog.actorEmail, text), ilike(auditLog.entity, text), ilike(auditLog.entityId, text), ilike(auditLog.action, text))
      : undefined,
    q.group ? inArray(auditLog.action, [...AUDIT_ACTION_GROUPS[q.group]]) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
  );
}

async function list(db: Db, q: AuditLogQuery) {
  const w = where(q);
  const [rowsResult, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(w)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(auditLog).where(w),
  ]);
  const content = rowsResult.map((r) => ({ ...r, details: r.details ?? null, createdAt: r.createdAt.toISOString() }));
  return pageResult(content, Number(total), q.page, q.size);
}

/** GET /superadmin/audit-log: who did what, when, on which record (SUPER_ADMIN/SUPERADMIN). */
export default async function auditModule(app: FastifyInstance): Promise<void> {
  zapp(app).get(
    '/superadmin/audit-log',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['audit'],
        summary: 'Audit log, newest first (q, action group, entity)',
        security: bearer,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => list(app.db, req.query),
  );
}
