import { auditEntityLabel, type AuditEntry } from '@inpro/shared-contracts';

/** What each action reads as in the log (Spanish). */
const ACTION_LABELS: Record<string, string> = {
  CREATE: 'Creación',
  REGISTER: 'Registro',
  ENROL: 'Inscripción',
  PAYMENT_FAILED: 'Pago rechazado por la pasarela',
  PAYMENT_APPROVED: 'Pago aprobado',
  PAYMENT_REJECTED: 'Voucher rechazado',
  UPDATE: 'Actualización',
  PASSWORD_CHANGE: 'Cambio de contraseña',
  PASSWORD_RESET: 'Reinicio de contraseña',
  ACTIVATE: 'Activación de versión',
  ROLLBACK: 'Reversión de versión',
  ARCHIVE: 'Archivo de curso',
  CERTIFICATE_OVERRIDE: 'Certificado emitido por excepción',
  DELETE: 'Eliminación',
  UNENROL: 'Retiro de curso',
  LOGIN: 'Inicio de sesión',
  LOGIN_FAILED: 'Inicio de sesión fallido',
  LOGOUT: 'Cierre de sesión',
  EXPORT: 'Exportación',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? 'Acción';
}

/** The object of an entry as a person reads it: its kind and its readable label (title, code, e-mail…). */
export function objectText(e: Pick<AuditEntry, 'entity' | 'entityId' | 'entityLabel'>): string {
  const kind = auditEntityLabel(e.entity);
  const name = e.entityLabel ?? (e.entityId ? `#${e.entityId}` : '');
  return name ? `${kind}: ${name}` : kind;
}
