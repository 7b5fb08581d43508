import { z } from 'zod';
import { optionalQueryText, pageOf, pageQuery } from './common';

/** Action groups of the master-admin audit filter (seed 001 /auditoria) and the actions each covers. */
export const AUDIT_ACTION_GROUPS = {
  Actualización: ['UPDATE', 'PASSWORD_CHANGE', 'PASSWORD_RESET', 'ACTIVATE', 'ROLLBACK'],
  'Inicio de Sesión': ['LOGIN', 'LOGIN_FAILED', 'LOGOUT'],
  Eliminación: ['DELETE', 'UNENROL'],
  Creación: ['CREATE', 'REGISTER', 'ENROL'],
  Exportación: ['EXPORT'],
} as const;
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;
export const AUDIT_ACTION_GROUP_NAMES = Object.keys(AUDIT_ACTION_GROUPS) as AuditActionGroup[];

/** GET /superadmin/audit-log?page=0&size=50&q=&group=&entity= */
export const auditLogQuerySchema = pageQuery(50, 200).extend({
  q: optionalQueryText,
  group: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.enum(AUDIT_ACTION_GROUP_NAMES as [AuditActionGroup, ...AuditActionGroup[]], { error: 'Tipo de acción inválido.' }).optional(),
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
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogPageSchema = pageOf(auditEntrySchema);
