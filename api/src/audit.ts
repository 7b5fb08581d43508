import type { FastifyRequest } from 'fastify';
import type { Db } from './db';
import { auditLog } from './db/schema';

/** Actions written to the audit log (the master-admin filter groups them). */
export type AuditAction =
  | 'CREATE'
  | 'UPDATE'
  | 'DELETE'
  | 'LOGIN'
  | 'LOGIN_FAILED'
  | 'LOGOUT'
  | 'REGISTER'
  | 'PASSWORD_CHANGE'
  | 'PASSWORD_RESET'
  | 'ENROL'
  | 'UNENROL'
  | 'EXPORT'
  | 'ACTIVATE'
  | 'ROLLBACK'
  | (string & {});

/**
 * Records who did what, when, on which record. Pass the transaction (`db`) when the change runs
 * in one, so the entry is written or rolled back with it.
 */
export async function audit(
  req: FastifyRequest,
  action: AuditAction,
  entity: string,
  entityId: string | number | null,
  details: Record<string, unknown> | null = null,
  db: Db = req.server.db,
): Promise<void> {
  const user = (req as FastifyRequest & { user?: { id?: number; email?: string } }).user;
  await db.insert(auditLog).values({
    actorId: typeof user?.id === 'number' ? user.id : null,
    actorEmail: user?.email ?? null,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    details,
    ip: req.ip ?? null,
  });
}
