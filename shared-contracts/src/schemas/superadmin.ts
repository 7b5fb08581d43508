import { z } from '../zod';
import { ROLES, normalizeRole, type Role } from '../roles';
import { optionalQueryText, pageOf, pageQuery } from './common';
import { adminUserCreateSchema, adminUserSchema, USER_STATUSES } from './users';
import { DATE_FROM_REQUIRED, DATE_TO_REQUIRED, dateInputSchema, refineDateRange } from './dates';

/*
 * The master administrator's API (/superadmin/*, SUPER_ADMIN/SUPERADMIN only): every account of
 * every role, the participants with their states, the courses with their figures, the
 * dashboard, reports. The audit log lives in ./audit, deployments in ./ops.
 */

// ---------- roles ----------

/** The four roles the master administrator assigns (SUPERADMIN is only another spelling of SUPER_ADMIN). */
export const SUPERADMIN_ASSIGNABLE_ROLES = ['ESTUDIANTE', 'DOCENTE', 'ADMIN', 'SUPER_ADMIN'] as const;
export type SuperadminAssignableRole = (typeof SUPERADMIN_ASSIGNABLE_ROLES)[number];

const SUPERADMIN_ROLE_INVALID = 'Rol inválido (Estudiante, Docente, Administrador o Superadministrador).';

/** Role from a form or a query: case-insensitive, ROLE_ prefix stripped, SUPERADMIN read as SUPER_ADMIN. */
const toAssignableRole = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const r = v
    .trim()
    .toUpperCase()
    .replace(/^ROLE_/, '');
  return r === 'SUPERADMIN' ? 'SUPER_ADMIN' : r;
};

const superadminRoleSchema = z.preprocess(toAssignableRole, z.enum(SUPERADMIN_ASSIGNABLE_ROLES, { error: SUPERADMIN_ROLE_INVALID }));

/** The stored roles a filter value stands for (Superadministrador covers both spellings). */
export function rolesOfFilter(role: SuperadminAssignableRole): Role[] {
  return role === 'SUPER_ADMIN' ? ['SUPER_ADMIN', 'SUPERADMIN'] : [role];
}

/** The assignable role a stored role is (SUPERADMIN → SUPER_ADMIN). */
export function assignableRoleOf(role: unknown): SuperadminAssignableRole {
  const r = normalizeRole(role);
  return r === 'SUPERADMIN' ? 'SUPER_ADMIN' : r;
}

// ---------- users ----------

const SUPERADMIN_USERS_PAGE_SIZE = 50;

const emptyToUndefined = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

/** GET /superadmin/users?page=0&size=50&q=&role=&status= */
export const superadminUsersQuerySchema = pageQuery(SUPERADMIN_USERS_PAGE_SIZE, 200).extend({
  q: optionalQueryText,
  role: z.preprocess(emptyToUndefined, superadminRoleSchema.optional()),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? emptyToUndefined(v.trim().toUpperCase()) : emptyToUndefined(v)),
    z.enum(USER_STATUSES, { error: 'Estado inválido (ACTIVO o INACTIVO).' }).optional(),
  ),
});
export type SuperadminUsersQuery = z.output<typeof superadminUsersQuerySchema>;

/** A user row of /superadmin/usuarios: the admin row plus the last sign-in. */
export const superadminUserSchema = adminUserSchema.extend({
  role: z.enum(ROLES),
  lastLoginAt: z.string().nullable(),
});
export type SuperadminUser = z.infer<typeof superadminUserSchema>;
export const superadminUsersPageSchema = pageOf(superadminUserSchema);

/** POST /superadmin/users: like the admin form, but every role can be given. */
export const superadminUserCreateSchema = adminUserCreateSchema.extend({
  role: z.preprocess((v) => (v === undefined || v === null || v === '' ? 'ESTUDIANTE' : v), superadminRoleSchema),
});
export type SuperadminUserCreateInput = z.input<typeof superadminUserCreateSchema>;

/** PUT /superadmin/users/{id}/role */
export const userRoleChangeSchema = z.object({
  role: z.preprocess((v) => (v === undefined || v === null ? '' : v), superadminRoleSchema),
});

/** PUT /superadmin/users/{id}/status */
export const userStatusChangeSchema = z.object({
  active: z.boolean({ error: 'Indica si la cuenta queda activa (true) o inactiva (false).' }),
});

export const LAST_SUPERADMIN = 'No se puede quitar el rol, desactivar ni eliminar al último superadministrador.';
export const ONLY_SUPERADMIN_MANAGES_ADMINS = 'Solo el administrador maestro puede crear, modificar o quitar cuentas de administrador.';
export const ONLY_SUPERADMIN_ADMIN_CREDENTIALS =
  'Solo el administrador maestro puede cambiar la contraseña o el correo de otro administrador, o restablecer su contraseña.';

// ---------- participants ----------

/**
 * Registration state of a participant (defined once, here; the SQL in the API mirrors it):
 * - Incompleto: DNI or phone missing (the profile cannot identify the student);
 * - Pendiente: DNI and phone present, e-mail not confirmed yet;
 * - Verificado: e-mail confirmed, DNI and phone present.
 */
export const REGISTRATION_STATES = ['Verificado', 'Pendiente', 'Incompleto'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export function registrationState(u: {
  emailVerifiedAt: unknown;
  dni: string | null | undefined;
  phone: string | null | undefined;
}): RegistrationState {
  const present = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';
  if (!present(u.dni) || !present(u.phone)) return 'Incompleto';
  return u.emailVerifiedAt ? 'Verificado' : 'Pendiente';
}

/** Payment state of a participant, derived from the installments of their orders (see the payments module). */
export const PARTICIPANT_PAYMENT_STATES = ['Pagado', 'Parcial', 'Debe'] as const;
export type ParticipantPaymentState = (typeof PARTICIPANT_PAYMENT_STATES)[number];

export const PARTICIPANT_STATUSES = ['Activo', 'Inactivo'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

const PARTICIPANTS_PAGE_SIZE = 50;

const labelFilter = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? emptyToUndefined(v.trim())) : v),
    z.enum(values, { error: message }).optional(),
  );

/** Filters of the participant list and of its CSV export. */
export const participantsFilterSchema = z.object({
  q: optionalQueryText,
  registration: labelFilter(REGISTRATION_STATES, 'Estado de registro inválido (Verificado, Pendiente o Incompleto).'),
  payment: labelFilter(PARTICIPANT_PAYMENT_STATES, 'Estado de pago inválido (Pagado, Parcial o Debe).'),
  status: labelFilter(PARTICIPANT_STATUSES, 'Estado inválido (Activo o Inactivo).'),
});
export type ParticipantsFilter = z.output<typeof participantsFilterSchema>;

/** GET /superadmin/participants?page=&size=&q=&registration=&payment=&status= */
export const participantsQuerySchema = pageQuery(PARTICIPANTS_PAGE_SIZE, 200).extend(participantsFilterSchema.shape);
export type ParticipantsQuery = z.output<typeof participantsQuerySchema>;

const participantRowSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  dni: z.string().nullable(),
  phone: z.string().nullable(),
  studentCode: z.string().nullable(),
  registration: z.enum(REGISTRATION_STATES),
  /** Null when the participant has no order to pay. */
  payment: z.enum(PARTICIPANT_PAYMENT_STATES).nullable(),
  /** What is still due (soles). */
  balance: z.number(),
  status: z.enum(PARTICIPANT_STATUSES),
  courses: z.number().int(),
  createdAt: z.string(),
});
export type ParticipantRow = z.infer<typeof participantRowSchema>;
export const participantsPageSchema = pageOf(participantRowSchema);

// ---------- courses ----------

const SUPERADMIN_COURSES_PAGE_SIZE = 20;

/** GET /superadmin/courses?page=&size=&q=&published= */
export const superadminCoursesQuerySchema = pageQuery(SUPERADMIN_COURSES_PAGE_SIZE, 100).extend({
  q: optionalQueryText,
  published: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'published debe ser true o false.' }).optional(),
  ),
});
export type SuperadminCoursesQuery = z.output<typeof superadminCoursesQuerySchema>;

const superadminCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  type: z.string(),
  area: z.string(),
  teacherVisible: z.string(),
  price: z.number(),
  published: z.boolean(),
  /** Active enrolments. */
  enrolled: z.number().int(),
  /** Approved payments of the course's orders (soles). */
  revenue: z.number(),
});
export type SuperadminCourse = z.infer<typeof superadminCourseSchema>;
export const superadminCoursesPageSchema = pageOf(superadminCourseSchema);

// ---------- dashboard ----------

/** One point of a trend: the first day of its period (YYYY-MM-DD, Lima) and its value. */
const trendPointSchema = z.object({ period: z.string(), value: z.number() });
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** A key figure with its trend (oldest first; the last point is the current period). */
const kpiSchema = z.object({ value: z.number().nullable(), series: z.array(trendPointSchema) });
export type Kpi = z.infer<typeof kpiSchema>;

/** GET /superadmin/dashboard */
export const superadminDashboardSchema = z.object({
  /** Active student accounts with at least one active enrolment; trend by month. */
  activeStudents: kpiSchema,
  /** Published courses; trend by month (courses created by then that are published). */
  coursesPublished: kpiSchema,
  /** Money collected this month (Lima); trend by month. */
  revenueThisMonth: kpiSchema,
  revenueLastMonth: z.number(),
  /** Amount still due (unpaid installments); trend: unpaid amount by due month. */
  pendingPayments: kpiSchema.extend({ count: z.number().int(), toReview: z.number().int() }),
  /** Percentage of marked attendance that is PRESENTE over the last 30 days (null: nothing marked); trend by week. */
  attendanceRate: kpiSchema,
  /** Successful sign-ins today (Lima); trend by day. */
  signInsToday: kpiSchema,
  generatedAt: z.string(),
});
export type SuperadminDashboard = z.infer<typeof superadminDashboardSchema>;

// ---------- reports ----------

export const REPORT_TYPES = ['Financiero', 'Cursos', 'Usuarios'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const reportTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (REPORT_TYPES.find((t) => t.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
  z.enum(REPORT_TYPES, { error: 'Tipo de reporte inválido (Financiero, Cursos o Usuarios).' }),
);

/** The report generator's form and GET /superadmin/reports query: type and a period (both dates included). */
export const reportQuerySchema = z
  .object({
    type: reportTypeSchema,
    from: dateInputSchema(DATE_FROM_REQUIRED),
    to: dateInputSchema(DATE_TO_REQUIRED),
  })
  .superRefine(refineDateRange);
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** GET /superadmin/reports/export: the same plus the file format. */
export const reportExportQuerySchema = z
  .object({
    type: reportTypeSchema,
    from: dateInputSchema(DATE_FROM_REQUIRED),
    to: dateInputSchema(DATE_TO_REQUIRED),
    format: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(REPORT_FORMATS, { error: 'Formato inválido (csv, xlsx o pdf).' }),
    ),
  })
  .superRefine(refineDateRange);
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

/** How a column reads: text, a count, soles, or a percentage. */
const REPORT_COLUMN_KINDS = ['text', 'number', 'money', 'percent'] as const;
const reportColumnSchema = z.object({ key: z.string(), label: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) });
export type ReportColumn = z.infer<typeof reportColumnSchema>;
const reportCellSchema = z.union([z.string(), z.number(), z.null()]);

/** Most rows a preview shows (the downloads carry every row). */
export const REPORT_PREVIEW_ROWS = 200;

/** GET /superadmin/reports: the preview of a report (cells already formatted for reading, numbers as numbers). */
export const reportPreviewSchema = z.object({
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.array(reportCellSchema)),
  /** A closing row (totals) or null. */
  footer: z.array(reportCellSchema).nullable(),
  totalRows: z.number().int(),
});
export type ReportPreview = z.infer<typeof reportPreviewSchema>;
