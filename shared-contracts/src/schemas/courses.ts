import { z } from '../zod';
import { foldText, idSchema, optionalQueryText, pageOf, pageQuery } from './common';

export * from '../courseValues';
import {
  CATALOG_PAGE_SIZE,
  COURSE_CODE_REQUIRED,
  COURSE_LEVELS,
  COURSE_LEVEL_INVALID,
  COURSE_SORTS,
  COURSE_TEACHER_REQUIRED,
  COURSE_TITLE_REQUIRED,
  COURSE_TYPES,
  COURSE_TYPE_INVALID,
  DATE_INVALID,
  DEFAULT_COURSE_LEVEL,
  DEFAULT_COURSE_TYPE,
  DEFAULT_POPULARITY,
  DEFAULT_SESSION_MODE,
  MAX_PRICE,
  POPULARITY_VALUES,
  SESSION_MODES,
  SESSION_MODE_INVALID,
  TEACHER_COURSES_PAGE_SIZE,
  TIME_INVALID,
  INSTALLMENT_DATE_INVALID,
  INSTALLMENT_DATES_ORDER,
  MAX_INSTALLMENTS,
  clampRating,
  matchOne,
  normalizeLevel,
  normalizePrice,
  parseDate,
  parseTime,
} from '../courseValues';

/** Empty → 0; numeric strings → numbers; anything else left for the number check to reject. */
function toNumberInput(v: unknown): unknown {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return 0;
    return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
  }
  return v;
}

const textList = (maxItems: number, maxLen: number, label: string) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z
        .array(
          z
            .string({ error: `${label}: cada elemento debe ser texto.` })
            .trim()
            .max(maxLen, { error: `${label}: máximo ${maxLen} caracteres por elemento.` }),
          {
            error: `${label} debe ser una lista.`,
          },
        )
        .max(maxItems, { error: `${label}: máximo ${maxItems} elementos.` })
        .transform((list) => list.filter((s) => s.length > 0)),
    )
    .meta({ type: 'array', items: { type: 'string', maxLength: maxLen }, maxItems, serverDefault: [] });

const freeText = (max: number, label: string, def = '') =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? def : v),
      z
        .string({ error: `${label} debe ser texto.` })
        .trim()
        .max(max, { error: `${label}: máximo ${max} caracteres.` }),
    )
    .meta({ type: 'string', maxLength: max, serverDefault: def });

const nullableText = (max: number, label: string) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      z
        .string({ error: `${label} debe ser texto.` })
        .trim()
        .max(max, { error: `${label}: máximo ${max} caracteres.` })
        .nullable(),
    )
    .meta({ type: 'string', nullable: true, maxLength: max, serverDefault: null });

const timeField = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const t = parseTime(v);
    if (t === undefined) {
      ctx.addIssue({ code: 'custom', message: TIME_INVALID });
      return z.NEVER;
    }
    return t;
  })
  .meta({ type: 'string', nullable: true, pattern: '^([01]?\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description: 'HH:MM (24 h)' });

const dateField = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const d = parseDate(v);
    if (d === undefined) {
      ctx.addIssue({ code: 'custom', message: DATE_INVALID });
      return z.NEVER;
    }
    return d;
  })
  .meta({ type: 'string', nullable: true, description: 'Fecha AAAA-MM-DD (o dd/mm/aaaa)' });

const booleanField = (label: string) =>
  z
    .preprocess(
      (v) =>
        v === undefined || v === null || v === ''
          ? false
          : v === 'true' || v === 1 || v === '1'
            ? true
            : v === 'false' || v === 0 || v === '0'
              ? false
              : v,
      z.boolean({ error: `${label} debe ser verdadero o falso.` }),
    )
    .meta({ type: 'boolean', serverDefault: false });

/** One schedule session as sent by the admin form. `date` is accepted for `sessionDate`. */
const scheduleSessionInputSchema = z
  .object(
    {
      /** The session being edited (kept by id: attendance hangs off it); absent = a new session. */
      id: z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), idSchema('Sesión inválida.').optional()),
      sessionDate: z.unknown().optional(),
      date: z.unknown().optional(),
      startTime: timeField,
      endTime: timeField,
      mode: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? DEFAULT_SESSION_MODE : (matchOne(SESSION_MODES, v) ?? v)),
        z.enum(SESSION_MODES, { error: SESSION_MODE_INVALID }),
      ),
      topic: freeText(300, 'Tema'),
      orderIdx: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? undefined : toNumberInput(v)),
        z
          .number({ error: 'Orden inválido.' })
          .int({ error: 'Orden inválido.' })
          .min(0, { error: 'Orden inválido.' })
          .max(10000, { error: 'Orden inválido.' })
          .optional(),
      ),
    },
    { error: 'Sesión inválida.' },
  )
  .transform((s, ctx) => {
    const raw = s.sessionDate !== undefined && s.sessionDate !== null && s.sessionDate !== '' ? s.sessionDate : s.date;
    const sessionDate = parseDate(raw);
    if (sessionDate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sessionDate'], message: DATE_INVALID });
      return z.NEVER;
    }
    if (s.startTime && s.endTime && s.endTime <= s.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'La hora de fin debe ser posterior a la de inicio.' });
      return z.NEVER;
    }
    return { id: s.id, sessionDate, startTime: s.startTime, endTime: s.endTime, mode: s.mode, topic: s.topic, orderIdx: s.orderIdx };
  });

const teacherInfoInputSchema = z.object(
  {
    name: freeText(200, 'Nombre del docente'),
    bio: freeText(2000, 'Biografía del docente'),
  },
  { error: 'Docente inválido.' },
);

/**
 * Body of POST /courses and PUT /courses/{id}: the admin course form after the payload normaliser
 * (seed 001 section 5 + seed 000 section 5): defaults type 'Curso', level 'Básico', popularity 'Media',
 * session mode 'Presencial'; empty numbers → 0; rating clamped 0..5 (one decimal); price floored at 0
 * (two decimals); times HH:MM; empty image and dates → null. `students` and `id` are ignored.
 */
export const courseInputSchema = z
  .object({
    title: z
      .string({ error: COURSE_TITLE_REQUIRED })
      .trim()
      .min(1, { error: COURSE_TITLE_REQUIRED })
      .max(200, { error: 'Título: máximo 200 caracteres.' }),
    code: z
      .string({ error: COURSE_CODE_REQUIRED })
      .trim()
      .min(1, { error: COURSE_CODE_REQUIRED })
      .max(100, { error: 'Código: máximo 100 caracteres.' }),
    teacherId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema(COURSE_TEACHER_REQUIRED)),
    type: z
      .preprocess(
        (v) => (v === undefined || v === null || v === '' ? DEFAULT_COURSE_TYPE : (matchOne(COURSE_TYPES, v) ?? v)),
        z.enum(COURSE_TYPES, { error: COURSE_TYPE_INVALID }),
      )
      .meta({ type: 'string', enum: [...COURSE_TYPES], serverDefault: DEFAULT_COURSE_TYPE }),
    area: freeText(120, 'Área'),
    description: freeText(10000, 'Descripción'),
    image: nullableText(2000, 'Imagen'),
    level: z
      .preprocess(
        (v) => (v === undefined || v === null ? undefined : typeof v === 'string' ? normalizeLevel(v) : v),
        z.string({ error: 'Nivel debe ser texto.' }).max(40, { error: 'Nivel: máximo 40 caracteres.' }).default(DEFAULT_COURSE_LEVEL),
      )
      .meta({ type: 'string', maxLength: 40, serverDefault: DEFAULT_COURSE_LEVEL }),
    popularity: z
      .preprocess(
        (v) =>
          v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
            ? DEFAULT_POPULARITY
            : typeof v === 'number' && Number.isFinite(v) && v >= 0
              ? String(v)
              : typeof v === 'string'
                ? (matchOne(POPULARITY_VALUES, v) ?? v.trim())
                : v,
        z
          .string({ error: 'Popularidad inválida.' })
          .max(40, { error: 'Popularidad: máximo 40 caracteres.' })
          .refine((s) => !/^-/.test(s), { error: 'Popularidad debe ser 0 o más.' }),
      )
      .meta({ type: 'string', maxLength: 40, serverDefault: DEFAULT_POPULARITY }),
    teacherVisible: freeText(300, 'Docente visible'),
    hours: z
      .preprocess(
        toNumberInput,
        z
          .number({ error: 'Horas debe ser un número.' })
          .min(0, { error: 'Horas debe ser 0 o más.' })
          .max(100000, { error: 'Horas: máximo 100000.' })
          .transform((n) => Math.round(n)),
      )
      .meta({ type: 'number', minimum: 0, serverDefault: 0 }),
    rating: z
      .preprocess(toNumberInput, z.number({ error: 'Calificación debe ser un número entre 0 y 5.' }).transform(clampRating))
      .meta({ type: 'number', minimum: 0, maximum: 5, serverDefault: 0 }),
    price: z
      .preprocess(
        toNumberInput,
        z.number({ error: 'Precio debe ser un número.' }).max(MAX_PRICE, { error: 'Precio demasiado alto.' }).transform(normalizePrice),
      )
      .meta({ type: 'number', minimum: 0, serverDefault: 0 }),
    published: booleanField('Publicado'),
    syllabus: textList(200, 1000, 'Temario'),
    requirements: textList(100, 1000, 'Requisitos'),
    teachers: z
      .preprocess(
        (v) => (v === undefined || v === null ? [] : v),
        z
          .array(teacherInfoInputSchema, { error: 'Docentes debe ser una lista.' })
          .max(50, { error: 'Docentes: máximo 50.' })
          .transform((list) => list.filter((t) => t.name.length > 0)),
      )
      .meta({ serverDefault: [] }),
    startDate: dateField,
    endDate: dateField,
    /** The class sessions; absent = the course keeps its schedule as it is (null = no sessions). */
    schedule: z.preprocess(
      (v) => (v === null ? [] : v),
      z
        .array(scheduleSessionInputSchema, { error: 'Horario debe ser una lista.' })
        .max(200, { error: 'Horario: máximo 200 sesiones.' })
        .optional(),
    ),
    installmentDates: z
      .preprocess(
        (v) => (v === undefined || v === null ? [] : v),
        z
          .array(
            z.unknown().transform((v, ctx) => {
              const d = parseDate(v);
              if (!d) {
                ctx.addIssue({ code: 'custom', message: INSTALLMENT_DATE_INVALID });
                return z.NEVER;
              }
              return d;
            }),
            { error: 'Cuotas debe ser una lista de fechas.' },
          )
          .max(MAX_INSTALLMENTS, { error: `Cuotas: máximo ${MAX_INSTALLMENTS}.` }),
      )
      .meta({ type: 'array', items: { type: 'string', format: 'date' }, serverDefault: [] }),
  })
  .superRefine((c, ctx) => {
    if (c.startDate && c.endDate && c.endDate < c.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'La fecha de fin no puede ser anterior a la de inicio.' });
    }
    if (c.installmentDates.some((d, i) => i > 0 && d <= c.installmentDates[i - 1])) {
      ctx.addIssue({ code: 'custom', path: ['installmentDates'], message: INSTALLMENT_DATES_ORDER });
    }
    const ids = (c.schedule ?? []).map((s) => s.id).filter((id): id is number => id !== undefined);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['schedule'], message: 'Una sesión aparece dos veces en el horario.' });
    }
  })
  .transform((c) => ({
    ...c,
    schedule: c.schedule?.map((s, i) => ({ ...s, orderIdx: s.orderIdx ?? i })),
  }));
export type CourseInput = z.input<typeof courseInputSchema>;
export type CourseWrite = z.output<typeof courseInputSchema>;

// ---------- answers ----------

const scheduleSessionSchema = z.object({
  id: z.number().int(),
  sessionDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  mode: z.string(),
  topic: z.string(),
  orderIdx: z.number().int(),
});
export type ScheduleSession = z.infer<typeof scheduleSessionSchema>;

/**
 * A teacher listed on a course. For the course's own teacher (teacherId) the public course page
 * reads name, bio and specialty from that teacher's profile (PUT /me/profile).
 */
const teacherInfoSchema = z.object({ name: z.string(), bio: z.string(), specialty: z.string().optional() });
export type TeacherInfo = z.infer<typeof teacherInfoSchema>;

/** A course as the API answers it (normalized shape of seed 000 section 3 + admin fields of seed 001). */
export const courseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  teacherId: z.number().int(),
  published: z.boolean(),
  area: z.string(),
  type: z.string(),
  level: z.string(),
  popularity: z.string(),
  teacherVisible: z.string(),
  hours: z.number(),
  students: z.number().int(),
  rating: z.number(),
  price: z.number(),
  image: z.string().nullable(),
  syllabus: z.array(z.string()),
  requirements: z.array(z.string()),
  teachers: z.array(teacherInfoSchema),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  schedule: z.array(scheduleSessionSchema),
  /** Due dates (YYYY-MM-DD) of the installment plan; empty = full payment only. */
  installmentDates: z.array(z.string()),
  /** When the course was archived (hidden from the catalogue and new sales, kept for its students); null = not archived. */
  archivedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const coursePageSchema = pageOf(courseSchema);
export type CoursePage = z.infer<typeof coursePageSchema>;

// ---------- queries ----------

/** GET /courses?q= */
export const coursesQuerySchema = z.object({ q: optionalQueryText });

const optionalEnumQuery = <T extends string>(values: readonly [T, ...T[]], message: string, anyValues: string[] = []) =>
  z.preprocess(
    (v) => {
      const s = Array.isArray(v) ? v[0] : v;
      if (s === undefined || s === null) return undefined;
      if (typeof s !== 'string') return s;
      if (s.trim() === '' || anyValues.some((a) => foldText(a) === foldText(s))) return undefined;
      return matchOne(values, s) ?? s;
    },
    z.enum(values, { error: message }).optional(),
  );

/** GET /courses/filter?q=&area=&level=&type=&modality=&sort=&page=0&size=12 (modality: courseModality of the schedule) */
export const coursesFilterQuerySchema = pageQuery(CATALOG_PAGE_SIZE, 100).extend({
  q: optionalQueryText,
  area: optionalQueryText,
  level: optionalEnumQuery(COURSE_LEVELS, COURSE_LEVEL_INVALID, ['Todos', 'todas', 'all']),
  type: optionalEnumQuery(COURSE_TYPES, COURSE_TYPE_INVALID, ['Todos', 'todas', 'all']),
  modality: optionalEnumQuery(SESSION_MODES, SESSION_MODE_INVALID, ['Todas', 'todos', 'all']),
  sort: z.preprocess(
    (v) => (v === undefined || v === '' ? 'popular' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(COURSE_SORTS, { error: 'Orden inválido (popular, rating, hours, price_asc o price_desc).' }),
  ),
});
export type CoursesFilterQuery = z.output<typeof coursesFilterQuerySchema>;

/** GET /teacher/courses?q=&page=0&size=50 */
export const teacherCoursesQuerySchema = pageQuery(TEACHER_COURSES_PAGE_SIZE, 200).extend({ q: optionalQueryText });

/** Cards a page of /admin/cursos shows. */
export const ADMIN_COURSES_PAGE_SIZE = 24;

/**
 * GET /admin/courses?q=&published=&page=&size=: with `page`, one page of the matches
 * ({content, page, size, totalElements, totalPages}); without it, every match (the course pickers),
 * drafts included.
 */
export const adminCoursesQuerySchema = z.object({
  q: optionalQueryText,
  published: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'published debe ser true o false.' }).optional(),
  ),
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'Página inválida.' })
      .int({ error: 'Página inválida.' })
      .min(0, { error: 'Página inválida.' })
      .max(1_000_000, { error: 'Página inválida.' })
      .optional(),
  ),
  size: pageQuery(ADMIN_COURSES_PAGE_SIZE, 100).shape.size,
});
