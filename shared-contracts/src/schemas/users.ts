import { z } from '../zod';
import { ASSIGNABLE_ROLES, ROLES } from '../roles';
import { emailSchema, idSchema, optionalQueryText, pageOf, pageQuery, phoneSchema, requiredText } from './common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, NAME_REQUIRED, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from './auth';
import { isCommonPassword } from '../commonPasswords';

export const USER_STATUSES = ['ACTIVO', 'INACTIVO'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_EMAIL_TAKEN = 'Ya existe un usuario con ese email.';
export const USER_NOT_FOUND = 'Usuario no encontrado.';
/** Why a user cannot be deleted: the screen then offers to deactivate the account instead. */
export const USER_HAS_CERTIFICATES = 'El usuario tiene certificados emitidos; desactívalo en lugar de eliminarlo.';
const ROLE_INVALID = 'Rol inválido (ADMIN, DOCENTE o ESTUDIANTE).';
const PASSWORD_REQUIRED_ON_CREATE = 'La contraseña es obligatoria al crear.';
export const DNI_INVALID = 'DNI inválido (8 dígitos).';
const STUDENT_CODE_INVALID = 'Código de alumno inválido.';

/** Role of the admin form: case-insensitive, ROLE_ prefix stripped, only ADMIN/DOCENTE/ESTUDIANTE. */
const assignableRoleSchema = z.preprocess(
  (v) =>
    v === undefined || v === null || v === ''
      ? 'ESTUDIANTE'
      : typeof v === 'string'
        ? v
            .trim()
            .toUpperCase()
            .replace(/^ROLE_/, '')
        : v,
  z.enum(ASSIGNABLE_ROLES, { error: ROLE_INVALID }),
);

const dniSchema = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ error: DNI_INVALID })
    .trim()
    .regex(/^\d{8}$/, { error: DNI_INVALID })
    .nullable(),
);

const studentCodeSchema = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ error: STUDENT_CODE_INVALID })
    .trim()
    .max(30, { error: STUDENT_CODE_INVALID })
    .regex(/^[A-Za-z0-9-]+$/, { error: STUDENT_CODE_INVALID })
    .transform((v) => v.toUpperCase())
    .nullable(),
);

const statusSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(USER_STATUSES, { error: 'Estado inválido (ACTIVO o INACTIVO).' }),
);

const userFields = {
  email: emailSchema,
  fullName: requiredText(NAME_REQUIRED, 200).transform((v) => v.replace(/\s+/g, ' ')),
  phone: phoneSchema.optional().transform((v) => v ?? null),
  dni: dniSchema.optional().transform((v) => v ?? null),
  studentCode: studentCodeSchema.optional().transform((v) => v ?? null),
  role: assignableRoleSchema,
  status: statusSchema.optional(),
};

/** POST /admin/users body; the password travels in `passwordHash` (seed 001) and is hashed by the server. */
export const adminUserCreateSchema = z.object({
  ...userFields,
  passwordHash: z
    .string({ error: PASSWORD_REQUIRED_ON_CREATE })
    .min(1, { error: PASSWORD_REQUIRED_ON_CREATE })
    .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
    .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
    .refine((p) => !isCommonPassword(p), { error: PASSWORD_TOO_COMMON }),
});
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreate = z.output<typeof adminUserCreateSchema>;

/**
 * Role of an update: missing keeps the current one; sent, it must be a role the form offers (an
 * empty role is not "no role": it would silently demote the account).
 */
const updateRoleSchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toUpperCase()
          .replace(/^ROLE_/, '')
      : v,
  z.enum(ASSIGNABLE_ROLES, { error: ROLE_INVALID }),
);

/**
 * PUT /admin/users/{id} body (seed 001: the fields of the create form). A field that is not sent
 * keeps its value; only an explicit null or "" clears the optional ones (phone, DNI, student
 * code). An empty or missing passwordHash keeps the current password. Unknown fields are refused.
 */
export const adminUserUpdateSchema = z.strictObject({
  email: emailSchema.optional(),
  fullName: userFields.fullName.optional(),
  phone: phoneSchema.optional(),
  dni: dniSchema.optional(),
  studentCode: studentCodeSchema.optional(),
  role: updateRoleSchema.optional(),
  status: statusSchema.optional(),
  passwordHash: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .string({ error: PASSWORD_TOO_SHORT })
      .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
      .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
      .refine((p) => !isCommonPassword(p), { error: PASSWORD_TOO_COMMON })
      .optional(),
  ),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

/** User row of the admin screens and of /users/search. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  telefono: z.string().nullable(),
  dni: z.string().nullable(),
  studentCode: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE = 50;

/** GET /admin/users query: page (from 0), size (50), q, status, courseId, role (the teacher picker: DOCENTE). */
export const adminUsersQuerySchema = pageQuery(ADMIN_USERS_PAGE_SIZE, 200).extend({
  role: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(ASSIGNABLE_ROLES, { error: ROLE_INVALID }).optional(),
  ),
  q: optionalQueryText,
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(USER_STATUSES, { error: 'Estado inválido (ACTIVO o INACTIVO).' }).optional(),
  ),
  courseId: z.preprocess((v) => (v === '' ? undefined : v), idSchema('ID del curso inválido.').optional()),
});

export const adminUsersPageSchema = pageOf(adminUserSchema);

/** GET /users/search?q= */
export const userSearchQuerySchema = z.object({ q: optionalQueryText });

/** POST /admin/users/{id}/reset-password answer: the one-time temporary password, shown once. */
export const resetPasswordResponseSchema = z.object({ temporaryPassword: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

const USERS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** Most rows one export answers. */
export const USERS_EXPORT_MAX_ROWS = 10000;

/** GET /admin/users/export: the filters of the list (q, status, courseId, role) and the format. */
export const adminUsersExportQuerySchema = adminUsersQuerySchema.omit({ page: true, size: true }).extend({
  format: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(USERS_EXPORT_FORMATS, { error: 'Formato inválido (csv o xlsx).' }),
  ),
});
export type AdminUsersExportQuery = z.output<typeof adminUsersExportQuerySchema>;
