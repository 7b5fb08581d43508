import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ACTION_GROUPS, type AuditAction, type AuditLogQuery } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { auditLog, users, type AuditLogRow } from '../../db/schema';
import { escapeLike } from '../../lib/search';

/** Data access of the audit log (append-only: insert and read, never update or delete). */

export interface NewAuditEntry {
  actorId: number | null;
  actorEmail: string | null;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  entityLabel: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
}

export async function insertEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

function where(q: AuditLogQuery): SQL | undefined {
  const text = q.q ? `%${escapeLike(q.q)}%` : null;
  const user = q.user ? `%${escapeLike(q.user)}%` : null;
  return and(
    text
      ? or(
          ilike(auditLog.actorEmail, text),
          ilike(auditLog.entity, text),
          ilike(auditLog.entityId, text),
          ilike(auditLog.entityLabel, text),
          ilike(auditLog.action, text),
        )
      : undefined,
    user
      ? or(
          ilike(auditLog.actorEmail, user),
          sql`${auditLog.actorId} in (select ${users.id} from ${users} where ${users.fullName} ilike ${user})`,
        )
      : undefined,
    q.group ? inArray(auditLog.action, [...AUDIT_ACTION_GROUPS[q.group]]) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    // Lima calendar days, both included.
    q.from ? sql`${auditLog.createdAt} >= (${q.from}::date::timestamp at time zone 'America/Lima')` : undefined,
    q.to ? sql`${auditLog.createdAt} < ((${q.to}::date + 1)::timestamp at time zone 'America/Lima')` : undefined,
  );
}

/** One page of entries matching the query, newest first, and how many match in all. */
export async function listEntries(
  db: Db,
  q: AuditLogQuery,
): Promise<{ rows: (AuditLogRow & { actorName: string | null })[]; total: number }> {
  const w = where(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.fullName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(w)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(auditLog).where(w),
  ]);
  return { rows: rows.map((r) => ({ ...r.entry, actorName: r.actorName })), total: Number(total) };
}
