import { z } from '../zod';
import {
  ATTENDANCE_STATUSES,
  CLASS_STATUSES,
  DEFAULT_ATTENDANCE_WINDOW_MINUTES,
  ENROLMENT_STATUSES,
  MAX_ATTENDANCE_WINDOW_MINUTES,
  RECTIFICATION_STATUSES,
} from '../classroom';
import { DATE_INVALID, SESSION_MODES, SESSION_MODE_INVALID, matchOne, parseDate, parseTime } from '../courseValues';
import { idParams, idSchema } from './common';

// ---------- messages ----------

export const SESSION_NOT_FOUND = 'No se encontró la clase.';
const SESSION_COURSE_REQUIRED = 'Selecciona un curso.';
const SESSION_LINK_REQUIRED = 'Indica el enlace de la clase.';
const SESSION_LINK_INVALID = 'Enlace inválido (usa http:// o https://).';
const SESSION_DATE_REQUIRED = 'Indica la fecha de la clase.';
const SESSION_START_REQUIRED = 'Indica la hora de inicio.';
const SESSION_END_REQUIRED = 'Indica la hora de fin.';
const SESSION_END_BEFORE_START = 'La hora de fin debe ser posterior a la de inicio.';
const SESSION_TIME_INVALID = 'Hora inválida (usa HH:MM).';
export const SESSION_CANCELLED = 'La clase fue cancelada.';
const ATTENDANCE_WINDOW_INVALID = `La ventana de asistencia debe durar entre 1 y ${MAX_ATTENDANCE_WINDOW_MINUTES} minutos.`;
const ATTENDANCE_STATUS_INVALID = 'Estado de asistencia inválido (PENDIENTE, PRESENTE o AUSENTE).';
export const ATTENDANCE_NOT_OPEN = 'La asistencia de esta clase no está abierta.';
export const ATTENDANCE_ALREADY_MARKED = 'Ya registraste tu asistencia en esta clase.';
const ATTENDANCE_ONLY_SELF = 'Solo puedes marcar tu propia asistencia.';
export const STUDENT_NOT_IN_COURSE = 'El estudiante no está inscrito en este curso.';
const RECTIFICATION_REASON_REQUIRED = 'Indica el motivo de la rectificación.';
export const RECTIFICATION_ALREADY_OPEN = 'Ya tienes una solicitud de rectificación pendiente para esta clase.';
export const RECTIFICATION_NOT_YET = 'Solo puedes pedir una rectificación de una clase que ya empezó.';
export const RECTIFICATION_NOT_FOUND = 'No se encontró la solicitud de rectificación.';
export const RECTIFICATION_ALREADY_RESOLVED = 'La solicitud ya fue resuelta.';
const RECTIFICATION_DECISION_INVALID = 'Decisión inválida (ACEPTADA o RECHAZADA).';
export const RECTIFICATION_ANSWER_REQUIRED = 'Indica el motivo del rechazo.';
const MONTH_INVALID = 'Mes inválido (usa AAAA-MM).';

export const sessionIdParamsSchema = idParams('sessionId');
export const rectificationIdParamsSchema = idParams('rectificationId');
export const sessionStudentParamsSchema = z.object({
  sessionId: idParams('sessionId').shape.sessionId,
  userId: idParams('userId').shape.userId,
});

// ---------- inputs ----------

const joinUrlField = z
  .string({ error: SESSION_LINK_REQUIRED })
  .trim()
  .min(1, { error: SESSION_LINK_REQUIRED })
  .max(2000, { error: 'Enlace: máximo 2000 caracteres.' })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: SESSION_LINK_INVALID },
  );

const requiredDate = (missing: string) =>
  z.unknown().transform((v, ctx) => {
    const d = parseDate(v);
    if (d === null) {
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    if (d === undefined) {
      ctx.addIssue({ code: 'custom', message: DATE_INVALID });
      return z.NEVER;
    }
    return d;
  });

const requiredTime = (missing: string) =>
  z.unknown().transform((v, ctx) => {
    const t = parseTime(v);
    if (t === null) {
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    if (t === undefined) {
      ctx.addIssue({ code: 'custom', message: SESSION_TIME_INVALID });
      return z.NEVER;
    }
    return t;
  });

const sessionFields = {
  joinUrl: joinUrlField,
  sessionDate: requiredDate(SESSION_DATE_REQUIRED),
  startTime: requiredTime(SESSION_START_REQUIRED),
  endTime: requiredTime(SESSION_END_REQUIRED),
  topic: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'El tema debe ser texto.' }).trim().max(300, { error: 'Tema: máximo 300 caracteres.' }),
  ),
  mode: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'Virtual' : (matchOne(SESSION_MODES, v) ?? v)),
    z.enum(SESSION_MODES, { error: SESSION_MODE_INVALID }),
  ),
};

function endAfterStart<T extends { startTime: string; endTime: string }>(s: T, ctx: z.RefinementCtx) {
  if (s.endTime <= s.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: SESSION_END_BEFORE_START });
}

/** POST /teacher/sessions: course, join link, date, start and end time (Lima), topic, mode. */
export const classSessionCreateSchema = z
  .object({ courseId: idSchema(SESSION_COURSE_REQUIRED), ...sessionFields }, { error: 'Datos de la clase inválidos.' })
  .superRefine(endAfterStart);
export type ClassSessionCreateInput = z.input<typeof classSessionCreateSchema>;
export type ClassSessionCreate = z.output<typeof classSessionCreateSchema>;

/** PUT /teacher/sessions/{sessionId}: the same fields except the course. */
export const classSessionUpdateSchema = z.object(sessionFields, { error: 'Datos de la clase inválidos.' }).superRefine(endAfterStart);
export type ClassSessionUpdateInput = z.input<typeof classSessionUpdateSchema>;
export type ClassSessionUpdate = z.output<typeof classSessionUpdateSchema>;

/** POST /teacher/sessions/{sessionId}/attendance/open: {minutes} (default 15). */
export const attendanceOpenSchema = z
  .object({
    minutes: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? DEFAULT_ATTENDANCE_WINDOW_MINUTES : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: ATTENDANCE_WINDOW_INVALID })
        .int({ error: ATTENDANCE_WINDOW_INVALID })
        .min(1, { error: ATTENDANCE_WINDOW_INVALID })
        .max(MAX_ATTENDANCE_WINDOW_MINUTES, { error: ATTENDANCE_WINDOW_INVALID }),
    ),
  })
  .default({ minutes: DEFAULT_ATTENDANCE_WINDOW_MINUTES });

/** PUT /teacher/sessions/{sessionId}/attendance/{userId}: the teacher marks a student by hand. */
export const attendanceMarkSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(ATTENDANCE_STATUSES, { error: ATTENDANCE_STATUS_INVALID }),
  ),
});

/** POST /student/sessions/{sessionId}/attendance: no body (a student marks only themself). */
export const studentAttendanceMarkSchema = z.strictObject({}, { error: ATTENDANCE_ONLY_SELF }).nullable().optional();

/** POST /student/sessions/{sessionId}/rectification: {reason}. */
export const rectificationRequestSchema = z.object({
  reason: z
    .string({ error: RECTIFICATION_REASON_REQUIRED })
    .trim()
    .min(1, { error: RECTIFICATION_REASON_REQUIRED })
    .max(1000, { error: 'Motivo: máximo 1000 caracteres.' }),
});
export type RectificationRequestInput = z.input<typeof rectificationRequestSchema>;

/** POST /teacher/rectifications/{rectificationId}/resolve: accept (→ PRESENTE) or reject with a reason. */
export const rectificationResolveSchema = z
  .object({
    decision: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(['ACEPTADA', 'RECHAZADA'], { error: RECTIFICATION_DECISION_INVALID }),
    ),
    answer: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string({ error: 'La respuesta debe ser texto.' }).trim().max(1000, { error: 'Respuesta: máximo 1000 caracteres.' }),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'RECHAZADA' && !v.answer) ctx.addIssue({ code: 'custom', path: ['answer'], message: RECTIFICATION_ANSWER_REQUIRED });
  });
export type RectificationResolveInput = z.input<typeof rectificationResolveSchema>;

const optionalDateQuery = z.preprocess(
  (v) => (Array.isArray(v) ? v[0] : v),
  z.unknown().transform((v, ctx) => {
    const d = parseDate(v);
    if (d === undefined) {
      ctx.addIssue({ code: 'custom', message: DATE_INVALID });
      return z.NEVER;
    }
    return d ?? undefined;
  }),
);

const optionalIdQuery = (message: string) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : v), idSchema(message).optional());

/**
 * GET /teacher/sessions?month=AAAA-MM | from=&to= & courseId=: the teacher's sessions (ADMIN: all),
 * earliest first. Without filters: every session.
 */
export const teacherSessionsQuerySchema = z.object({
  month: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    z
      .string({ error: MONTH_INVALID })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MONTH_INVALID })
      .optional(),
  ),
  from: optionalDateQuery,
  to: optionalDateQuery,
  courseId: optionalIdQuery('ID del curso inválido.'),
});
export type TeacherSessionsQuery = z.output<typeof teacherSessionsQuerySchema>;

/** GET /teacher/rectifications?status=&courseId=&sessionId= */
export const teacherRectificationsQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(RECTIFICATION_STATUSES, { error: 'Estado inválido (PENDIENTE, ACEPTADA o RECHAZADA).' }).optional(),
  ),
  courseId: optionalIdQuery('ID del curso inválido.'),
  sessionId: optionalIdQuery('ID de la clase inválido.'),
});
export type TeacherRectificationsQuery = z.output<typeof teacherRectificationsQuerySchema>;

// ---------- answers ----------

const classStatusSchema = z.enum(CLASS_STATUSES);
const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

/** A class session with its derived status (at answer time; screens re-derive with `classStatus`). */
const classSessionSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  courseCode: z.string(),
  sessionDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** ISO instants of the start and end (null without a date). */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  mode: z.string(),
  topic: z.string(),
  orderIdx: z.number().int(),
  joinUrl: z.string().nullable(),
  attendanceOpenUntil: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  status: classStatusSchema,
  canJoin: z.boolean(),
  attendanceOpen: z.boolean(),
});
export type ClassSession = z.infer<typeof classSessionSchema>;

const attendanceCountsSchema = z.object({
  enrolled: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  pending: z.number().int(),
});

/** A session as the teacher sees it: + attendance counters and open rectification requests. */
export const teacherClassSessionSchema = classSessionSchema.extend({
  counts: attendanceCountsSchema,
  pendingRectifications: z.number().int(),
});
export type TeacherClassSession = z.infer<typeof teacherClassSessionSchema>;

const rectificationBriefSchema = z.object({
  id: z.number().int(),
  status: z.enum(RECTIFICATION_STATUSES),
  reason: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type RectificationBrief = z.infer<typeof rectificationBriefSchema>;

/** One line of a session's roll: every enrolled student with their (effective) mark. */
export const rollEntrySchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  studentCode: z.string().nullable(),
  enrolmentStatus: z.enum(ENROLMENT_STATUSES),
  status: attendanceStatusSchema,
  markedAt: z.string().nullable(),
  /** true when a teacher or admin set the mark (not the student). */
  markedByStaff: z.boolean(),
  rectification: rectificationBriefSchema.nullable(),
});
export type RollEntry = z.infer<typeof rollEntrySchema>;

/** GET /teacher/sessions/{sessionId}/roll */
export const sessionRollSchema = z.object({
  session: teacherClassSessionSchema,
  students: z.array(rollEntrySchema),
});
export type SessionRoll = z.infer<typeof sessionRollSchema>;

/** An item of GET /teacher/rectifications. */
export const rectificationSchema = rectificationBriefSchema.extend({
  attendanceStatus: attendanceStatusSchema,
  session: z.object({
    id: z.number().int(),
    sessionDate: z.string().nullable(),
    startTime: z.string().nullable(),
    topic: z.string(),
  }),
  course: z.object({ id: z.number().int(), title: z.string(), code: z.string() }),
  student: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
});
export type Rectification = z.infer<typeof rectificationSchema>;

/** An item of GET /student/classes: the session plus the student's own mark and the visible teacher. */
export const studentClassSchema = classSessionSchema.extend({
  teacherVisible: z.string(),
  attendanceStatus: attendanceStatusSchema,
});
export type StudentClass = z.infer<typeof studentClassSchema>;

/** One session of GET /student/courses/{courseId}/attendance. */
export const studentAttendanceSessionSchema = classSessionSchema.extend({
  attendanceStatus: attendanceStatusSchema,
  markedAt: z.string().nullable(),
  /** 'Marcar asistencia' is possible now (window open, still PENDIENTE). */
  canMark: z.boolean(),
  /** 'Rectificar asistencia' is possible now (the class began, no open request). */
  canRectify: z.boolean(),
  rectification: rectificationBriefSchema.nullable(),
});
export type StudentAttendanceSession = z.infer<typeof studentAttendanceSessionSchema>;

/** GET /student/courses/{courseId}/attendance */
export const studentCourseAttendanceSchema = z.object({
  course: z.object({ id: z.number().int(), title: z.string(), code: z.string() }),
  enrolmentStatus: z.enum(ENROLMENT_STATUSES),
  counters: z.object({
    present: z.number().int(),
    absent: z.number().int(),
    pending: z.number().int(),
    /** Sessions of the course (cancelled ones excluded). */
    total: z.number().int(),
    /** Sessions held so far (begun). */
    held: z.number().int(),
  }),
  /** The session markable now (window open), else the live one, else null. */
  current: studentAttendanceSessionSchema.nullable(),
  sessions: z.array(studentAttendanceSessionSchema),
});
export type StudentCourseAttendance = z.infer<typeof studentCourseAttendanceSchema>;
