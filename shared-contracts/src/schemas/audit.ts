import { z } from '../zod';
import { optionalQueryText, pageOf, pageQuery } from './common';
import { optionalDateInputSchema, refineDateRange } from './dates';

/** The action types of the master-admin audit filter (seed 001 /auditoria), in the seed's order. */
export const AUDIT_ACTION_GROUP_NAMES = ['Actualización', 'Inicio de Sesión', 'Eliminación', 'Creación', 'Exportación'] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUP_NAMES)[number];

/**
 * Every action the audit log records (a closed set: a new action is added here first) and the
 * filter group it belongs to.
 */
const AUDIT_ACTIONS = {
  CREATE: 'Creación',
  REGISTER: 'Creación',
  ENROL: 'Creación',
  /** A checkout whose payment was declined: the order is recorded as failed. */
  PAYMENT_FAILED: 'Creación',
  UPDATE: 'Actualización',
  /** A payment approved: by the card gateway or by the master administrator (voucher). */
  PAYMENT_APPROVED: 'Actualización',
  /** A voucher refused by the master administrator, with the reason the student reads. */
  PAYMENT_REJECTED: 'Actualización',
  PASSWORD_CHANGE: 'Actualización',
  PASSWORD_RESET: 'Actualización',
  /** ops: a remote pointed at a deployed version. */
  ACTIVATE: 'Actualización',
  ROLLBACK: 'Actualización',
  /** A team's deploy key used on its remote (who: the key's name). */
  DEPLOY_KEY_USE: 'Actualización',
  /** A deploy key revoked by the master administrator. */
  REVOKE: 'Eliminación',
  /** A course archived instead of deleted, with the choice about its outstanding installments. */
  ARCHIVE: 'Actualización',
  DELETE: 'Eliminación',
  UNENROL: 'Eliminación',
  LOGIN: 'Inicio de Sesión',
  LOGIN_FAILED: 'Inicio de Sesión',
  LOGOUT: 'Inicio de Sesión',
  EXPORT: 'Exportación',
  /** A certificate issued by the master administrator to a participant who is not eligible, with the reason. */
  CERTIFICATE_OVERRIDE: 'Creación',
  /** A teacher replaced a computed final grade of the gradebook (or removed the override), with the reason. */
  GRADE_OVERRIDE: 'Actualización',
} as const satisfies Record<string, AuditActionGroup>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What each action reads as in the audit log (a noun: «Cierre de sesión»). Every action has one. */
const AUDIT_ACTION_LABELS = {
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
  DEPLOY_KEY_USE: 'Uso de clave de despliegue',
  REVOKE: 'Revocación',
  ARCHIVE: 'Archivo de curso',
  CERTIFICATE_OVERRIDE: 'Certificado emitido por excepción',
  GRADE_OVERRIDE: 'Nota final ajustada',
  DELETE: 'Eliminación',
  UNENROL: 'Retiro de curso',
  LOGIN: 'Inicio de sesión',
  LOGIN_FAILED: 'Inicio de sesión fallido',
  LOGOUT: 'Cierre de sesión',
  EXPORT: 'Exportación',
} as const satisfies Record<AuditAction, string>;

/** The same actions as the verb of a sentence («admin@… aprobó el pago …»), for activity feeds. */
const AUDIT_ACTION_VERBS = {
  CREATE: 'creó',
  REGISTER: 'se registró:',
  ENROL: 'inscribió participantes en',
  PAYMENT_FAILED: 'tuvo un pago rechazado por la pasarela:',
  PAYMENT_APPROVED: 'aprobó',
  PAYMENT_REJECTED: 'rechazó el voucher de',
  UPDATE: 'actualizó',
  PASSWORD_CHANGE: 'cambió la contraseña de',
  PASSWORD_RESET: 'reinició la contraseña de',
  ACTIVATE: 'activó',
  ROLLBACK: 'revirtió',
  DEPLOY_KEY_USE: 'usó la clave de despliegue en',
  REVOKE: 'revocó',
  ARCHIVE: 'archivó',
  CERTIFICATE_OVERRIDE: 'emitió por excepción',
  GRADE_OVERRIDE: 'ajustó la nota final de',
  DELETE: 'eliminó',
  UNENROL: 'quitó un participante de',
  LOGIN: 'inició sesión',
  LOGIN_FAILED: 'intento fallido de inicio de sesión',
  LOGOUT: 'cerró sesión',
  EXPORT: 'exportó',
} as const satisfies Record<AuditAction, string>;

/** The label of an action in any row, even an old one whose action is no longer known («Acción»). */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? 'Acción';
}

/** The verb of an action for a sentence («realizó una acción en» when unknown, never the raw code). */
export function auditActionVerb(action: string): string {
  return (AUDIT_ACTION_VERBS as Record<string, string>)[action] ?? 'realizó una acción en';
}

/** The filter group of an action. */
export function auditActionGroup(action: AuditAction): AuditActionGroup {
  return AUDIT_ACTIONS[action];
}

/** The actions each filter group covers. */
export const AUDIT_ACTION_GROUPS: Readonly<Record<AuditActionGroup, readonly AuditAction[]>> = groupActions();

function groupActions(): Record<AuditActionGroup, AuditAction[]> {
  const groups = {} as Record<AuditActionGroup, AuditAction[]>;
  for (const group of AUDIT_ACTION_GROUP_NAMES) groups[group] = [];
  for (const action of AUDIT_ACTION_NAMES) groups[AUDIT_ACTIONS[action]].push(action);
  return groups;
}

/**
 * What each kind of object of the audit log reads as (Spanish, the product's terms). The API can
 * only record an entity listed here (AuditEntity types its audit calls); an unknown one read from
 * an old row reads "Registro".
 */
export const AUDIT_ENTITY_LABELS = {
  user: 'Usuario',
  course: 'Curso',
  unit: 'Unidad',
  resource: 'Recurso',
  order: 'Orden',
  payment: 'Pago',
  certificate: 'Certificado',
  remote: 'Área del sitio',
  deploy_key: 'Clave de despliegue',
  settings: 'Configuración',
  setting: 'Configuración',
  installment: 'Cuota',
  session: 'Sesión de clase',
  class_session: 'Sesión de clase',
  attendance: 'Asistencia',
  attendance_rectification: 'Rectificación de asistencia',
  evaluation: 'Evaluación',
  submission: 'Entrega',
  quiz_attempt: 'Intento de quiz',
  evaluation_extension: 'Prórroga de evaluación',
  bank_question: 'Pregunta del banco',
  announcement: 'Anuncio',
  enrolment: 'Inscripción',
  contact: 'Mensaje de contacto',
  legal_page: 'Página legal',
  media: 'Imagen',
  image: 'Imagen',
  participants: 'Participantes',
  report: 'Reporte',
  forum_thread: 'Tema del foro',
  forum_post: 'Publicación del foro',
  gradebook: 'Libro de calificaciones',
} as const satisfies Record<string, string>;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;

/** The readable kind of an audited object ("Sesión de clase"), never its internal name. */
export function auditEntityLabel(entity: string): string {
  return (AUDIT_ENTITY_LABELS as Record<string, string>)[entity] ?? 'Registro';
}

/** GET /superadmin/audit-log?page=0&size=50&q=&user=&group=&entity=&from=&to= (dates dd/mm/aaaa, Lima days, both included) */
export const auditLogQuerySchema = pageQuery(50, 200)
  .extend({
    q: optionalQueryText,
    /** Who: part of the actor's e-mail or name. */
    user: optionalQueryText,
    from: optionalDateInputSchema,
    to: optionalDateInputSchema,
    group: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : v),
      z.enum(AUDIT_ACTION_GROUP_NAMES, { error: 'Tipo de acción inválido.' }).optional(),
    ),
    entity: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : v),
      z
        .string()
        .trim()
        .max(40, { error: 'Entidad inválida.' })
        .regex(/^[a-z_-]+$/, { error: 'Entidad inválida.' })
        .optional(),
    ),
  })
  .superRefine(refineDateRange);
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's current name (null when the account no longer exists or for anonymous actions). */
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTION_NAMES),
  /** The filter group of the action (Creación, Actualización, …). */
  group: z.enum(AUDIT_ACTION_GROUP_NAMES),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Readable name of the object (course title, user e-mail, …) when the writer gave one. */
  entityLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = pageOf(auditEntrySchema);
