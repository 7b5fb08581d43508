import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntity } from '@inpro/shared-contracts';
import type { Db } from './db';
import { insertEntry, type NewAuditEntry } from './domain/audit/repo';

export type { AuditAction } from '@inpro/shared-contracts';

/** What an audit entry records besides who, when and from where. */
export interface AuditEvent {
  /** One of the closed set of shared-contracts AUDIT_ACTIONS (each maps to a filter group). */
  action: AuditAction;
  /** Type of the object, one of AUDIT_ENTITY_LABELS (so the log always has its Spanish name). */
  entity: AuditEntity;
  entityId: string | number | null;
  /** Readable name of the object (course title, user e-mail, …), shown in the audit log. */
  label?: string | null;
  details?: Record<string, unknown> | null;
  /** Who acted, when the request carries no signed-in user (a sign-out known by its refresh cookie). */
  actor?: { id: number | null; email: string | null } | null;
}

/**
 * Records who did what, when, on which record. Pass the transaction (`db`) when the change runs
 * in one, so the entry is written or rolled back with it.
 *
 *   await audit(req, { action: 'CREATE', entity: 'course', entityId: id, label: title, details }, tx);
 *
 * The positional form `audit(req, action, entity, entityId, details?, db?, label?)` does the same.
 */
export async function audit(req: FastifyRequest, event: AuditEvent, db?: Db): Promise<void>;
export async function audit(
  req: FastifyRequest,
  action: AuditAction,
  entity: AuditEntity,
  entityId: string | number | null,
  details?: Record<string, unknown> | null,
  db?: Db,
  label?: string | null,
): Promise<void>;
export async function audit(
  req: FastifyRequest,
  first: AuditEvent | AuditAction,
  ...rest: [Db?] | [AuditEntity, string | number | null, (Record<string, unknown> | null)?, Db?, (string | null)?]
): Promise<void> {
  let event: AuditEvent;
  let db: Db | undefined;
  if (typeof first === 'object') {
    event = first;
    db = rest[0] as Db | undefined;
  } else {
    const [entity, entityId, details, tx, label] = rest as [
      AuditEntity,
      string | number | null,
      (Record<string, unknown> | null)?,
      Db?,
      (string | null)?,
    ];
    event = { action: first, entity, entityId, details, label };
    db = tx;
  }
  await insertEntry(db ?? req.server.db, auditEntry(req, event));
}

/** The row `audit` writes for `event` (for a change that writes its entry in the same SQL statement). */
export function auditEntry(req: FastifyRequest, event: AuditEvent): NewAuditEntry {
  const user = event.actor ?? (req as FastifyRequest & { user?: { id?: number; email?: string | null } }).user;
  return {
    actorId: typeof user?.id === 'number' ? user.id : null,
    actorEmail: user?.email ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId === null ? null : String(event.entityId),
    entityLabel: event.label?.trim() ? event.label.trim().slice(0, 300) : null,
    details: event.details ?? null,
    ip: req.ip ?? null,
  };
}

/** A field's value before and after a change, as an audit entry records it. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/**
 * The fields among `fields` whose value differs between `before` and `after`, each with both
 * values. The caller names the fields, so secrets (password hashes) are never passed in.
 */
export function fieldChanges<T extends object>(before: T, after: T, fields: ReadonlyArray<keyof T & string>): Record<string, FieldChange> {
  const out: Record<string, FieldChange> = {};
  const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));
  for (const field of fields) {
    const [a, b] = [plain(before[field]), plain(after[field])];
    if (a !== b) out[field] = { before: a, after: b };
  }
  return out;
}
