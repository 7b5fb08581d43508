import { auditActionLabel, auditEntityLabel, type AuditEntry } from '@inpro/shared-contracts';

export function actionLabel(action: string): string {
  return auditActionLabel(action);
}

/**
 * The action after its group's badge, only when it says more than the group: «Inicio de Sesión»
 * alone for a sign-in (not «Inicio de Sesión Inicio de sesión»), «Actualización · Pago aprobado».
 */
export function actionDetail(action: string, group: string): string | null {
  const label = auditActionLabel(action);
  return label.localeCompare(group, 'es', { sensitivity: 'base' }) === 0 ? null : label;
}

/** The object of an entry as a person reads it: its kind and its readable label (title, code, e-mail…). */
export function objectText(e: Pick<AuditEntry, 'entity' | 'entityId' | 'entityLabel'>): string {
  const kind = auditEntityLabel(e.entity);
  const name = e.entityLabel ?? (e.entityId ? `#${e.entityId}` : '');
  return name ? `${kind}: ${name}` : kind;
}
