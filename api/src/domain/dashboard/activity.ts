import { AUDIT_ACTION_GROUPS, auditActionVerb, auditEntityLabel, type ActivityEntry } from '@inpro/shared-contracts';
import type { AuditLogRow } from '../../db/schema';

const SETTINGS_GROUP_NAMES: Record<string, string> = {
  branding: 'marca',
  theme: 'tema',
  payments: 'pagos',
  smtp: 'correo SMTP',
  sso: 'inicio de sesión con Google y Microsoft',
  certificates: 'certificados',
  notifications: 'notificaciones',
  academic: 'datos académicos',
};

function actionGroup(action: string): string {
  for (const [group, actions] of Object.entries(AUDIT_ACTION_GROUPS)) if ((actions as readonly string[]).includes(action)) return group;
  return action;
}

/** The readable name of the object: the stored label, else what the details say. */
function labelOf(row: AuditLogRow): string {
  if (row.entityLabel) return row.entityLabel;
  const d = (row.details ?? {}) as Record<string, unknown>;
  if (row.entity === 'settings' && row.entityId) return SETTINGS_GROUP_NAMES[row.entityId] ?? row.entityId;
  for (const k of ['title', 'name', 'email', 'folio', 'report', 'label']) if (typeof d[k] === 'string' && d[k]) return d[k] as string;
  return row.entityId ? `#${row.entityId}` : '';
}

/** One audit entry as a line of the dashboard: "admin@x creó el curso «Arbitraje»". */
export function toActivity(row: AuditLogRow): ActivityEntry {
  // The one map of shared-contracts, as the audit log reads them: never an internal code.
  const entity = auditEntityLabel(row.entity).toLocaleLowerCase('es-PE');
  const label = labelOf(row);
  const verb = auditActionVerb(row.action);
  const noObject = row.action === 'LOGIN' || row.action === 'LOGOUT' || row.action === 'LOGIN_FAILED';
  const object = noObject ? '' : ` ${row.entity === 'settings' ? 'la configuración de' : entity}${label ? ` «${label}»` : ''}`;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorEmail ?? 'Sistema',
    group: actionGroup(row.action),
    description: `${verb}${object}`.trim(),
  };
}
