import { auditActionGroup, type AuditEntry } from '@inpro/shared-contracts';
import type { AuditLogRow } from '../../db/schema';

export function toAuditEntry(row: AuditLogRow & { actorName?: string | null }): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorName: row.actorName ?? null,
    action: row.action,
    group: auditActionGroup(row.action),
    entity: row.entity,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    details: row.details ?? null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
