import { z } from 'zod';
import { foldText, idSchema, optionalQueryText, pageOf, pageQuery } from './common';

export const COURSE_TYPES = ['Curso', 'Especialidad', 'Diplomado', 'Programa'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];
export const COURSE_LEVELS = ['Básico', 'Intermedio', 'Avanzado'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const POPULARITY_VALUES = ['Alta', 'Media', 'Baja'] as const;
export const SESSION_MODES = ['Presencial', 'Virtual', 'Mixto'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const DEFAULT_COURSE_TYPE: CourseType = 'Curso';
export const DEFAULT_COURSE_LEVEL: CourseLevel = 'Básico';
export const DEFAULT_POPULARITY = 'Media';
export const DEFAULT_SESSION_MODE: SessionMode = 'Presencial';

export const COURSE_TITLE_REQUIRED = 'Título es requerido.';
export const COURSE_CODE_REQUIRED = 'Código (Resolución) es requerido.';
export const COURSE_TEACHER_REQUIRED = 'Debes indicar el ID del Docente (teacherId).';
export const COURSE_TYPE_INVALID = 'Tipo inválido (Curso, Especialidad, Diplomado o Programa).';
export const COURSE_LEVEL_INVALID = 'Nivel inválido (Básico, Intermedio o Avanzado).';
export const SESSION_MODE_INVALID = 'Modalidad inválida (Presencial, Virtual o Mixto).';
export const TIME_INVALID = 'Hora inválida (usa HH:MM).';
export const DATE_INVALID = 'Fecha inválida (usa AAAA-MM-DD).';
export const COURSE_NOT_FOUND = 'No se encontró el curso.';
export const COURSE_TEACHER_NOT_FOUND = 'El docente indicado (teacherId) no existe o no es docente.';
export const MAX_PRICE = 99_999_999.99;

/** Catalogue sorts of seed 000 (server-side). */
export const COURSE_SORTS = ['popular', 'rating', 'hours', 'price_asc', 'price_desc'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_SORT_LABELS: Record<CourseSort, string> = {
  popular: 'Más populares',
  rating: 'Mejor valorados',
  hours: 'Más horas',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
};
export const CATALOG_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 24;
export const TEACHER_COURSES_PAGE_SIZE = 50;

// ---------- normaliser helpers (pure; used by the server and the screens) ----------

function matchOne<T extends string>(values: readonly T[], v: unknown): T | undefined {
  const f = foldText(v);
  return values.find((x) => foldText(x) === f);
}

/** Canonical level for Básico/Intermedio/Avanzado in any case or accent; other text kept trimmed. */
export function normalizeLevel(v: unknown): string {
  if (v === undefined || v === null || String(v).trim() === '') return DEFAULT_COURSE_LEVEL;
  return matchOne(COURSE_LEVELS, v) ?? String(v).trim();
}

/** Parses H:MM, HH:MM or HH:MM:SS into HH:MM; null when empty; undefined when invalid. */
export function parseTime(v: unknown): string | null | undefined {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  if (typeof v !== 'string') return undefined;
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(v.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** Parses YYYY-MM-DD (or an ISO date-time) into YYYY-MM-DD; null when empty; undefined when invalid. */
export function parseDate(v: unknown): string | null | undefined {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  if (typeof v !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(v.trim());
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() + 1 !== Number(m[2]) || d.getUTCDate() !== Number(m[3])) {
    return undefined;
  }
  if (Number(m[1]) < 1900 || Number(m[1]) > 2999) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

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

/** Rating clamped to 0..5, one decimal. */
export function clampRating(n: number): number {
  const c = Math.min(5, Math.max(0, n));
  return Math.round(c * 10) / 10;
}

/** Price floored at 0, two decimals. */
export function normalizePrice(n: number): number {
  return Math.round(Math.max(0, n) * 100) / 100;
}

const textList = (maxItems: number, maxLen: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(z.string({ error: `${label}: cada elemento debe ser texto.` }).trim().max(maxLen, { error: `${label}: máximo ${maxLen} caracteres por elemento.` }), {
        error: `${label} debe ser una lista.`,
      })
      .max(maxItems, { error: `${label}: máximo ${maxItems} elementos.` })
      .transform((list) => list.filter((s) => s.length > 0)),
  );

const freeText = (max: number, label: string, def = '') =>
  z.preprocess(
    (v) => (v === undefined || v === null ? def : v),
    z.string({ error: `${label} debe ser texto.` }).trim().max(max, { error: `${label}: máximo ${max} caracteres.` }),
  );

const nullableText = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string({ error: `${label} debe ser texto.` }).trim().max(max, { error: `${label}: máximo ${max} caracteres.` }).nullable(),
  );

const timeField = z.unknown().optional().transform((v, ctx) => {
  const t = parseTime(v);
  if (t === undefined) {
    ctx.addIssue({ code: 'custom', message: TIME_INVALID });
    return z.NEVER;
  }
  return t;
});

const dateField = z.unknown().optional().transform((v, ctx) => {
  const d = parseDate(v);
  if (d === undefined) {
    ctx.addIssue({ code: 'custom', message: DATE_INVALID });
    return z.NEVER;
  }
  return d;
});

const booleanField = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? false : v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
    z.boolean({ error: `${label} debe ser verdadero o falso.` }),
  );

/** One schedule session as sent by the admin form. `date` is accepted for `sessionDate`. */
export const scheduleSessionInputSchema = z
  .object({
    sessionDate: z.unknown().optional(),
    date: z.unknown().optional(),
    startTime: timeField,
    endTime: timeField,
    mode: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? DEFAULT_SESSION_MODE : matchOne(SESSION_MODES, v) ?? v),
      z.enum(SESSION_MODES, { error: SESSION_MODE_INVALID }),
    ),
    topic: freeText(300, 'Tema'),
    orderIdx: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? undefined : toNumberInput(v)),
      z.number({ error: 'Orden inválido.' }).int({ error: 'Orden inválido.' }).min(0, { error: 'Orden inválido.' }).max(10000, { error: 'Orden inválido.' }).optional(),
    ),
  }, { error: 'Sesión inválida.' })
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
    return { sessionDate, startTime: s.startTime, endTime: s.endTime, mode: s.mode, topic: s.topic, orderIdx: s.orderIdx };
  });
export type ScheduleSessionInput = z.output<typeof scheduleSessionInputSchema>;

export const teacherInfoInputSchema = z.object(
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
    title: z.string({ error: COURSE_TITLE_REQUIRED }).trim().min(1, { error: COURSE_TITLE_REQUIRED }).max(200, { error: 'Título: máximo 200 caracteres.' }),
    code: z.string({ error: COURSE_CODE_REQUIRED }).trim().min(1, { error: COURSE_CODE_REQUIRED }).max(100, { error: 'Código: máximo 100 caracteres.' }),
    teacherId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema(COURSE_TEACHER_REQUIRED)),
    type: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? DEFAULT_COURSE_TYPE : matchOne(COURSE_TYPES, v) ?? v),
      z.enum(COURSE_TYPES, { error: COURSE_TYPE_INVALID }),
    ),
    area: freeText(120, 'Área'),
    description: freeText(10000, 'Descripción'),
    image: nullableText(2000, 'Imagen'),
    level: z.preprocess(
      (v) => (v === undefined || v === null ? undefined : typeof v === 'string' ? normalizeLevel(v) : v),
      z.string({ error: 'Nivel debe ser texto.' }).max(40, { error: 'Nivel: máximo 40 caracteres.' }).default(DEFAULT_COURSE_LEVEL),
    ),
    popularity: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? DEFAULT_POPULARITY : typeof v === 'number' && Number.isFinite(v) && v >= 0 ? String(v) : typeof v === 'string' ? (matchOne(POPULARITY_VALUES, v) ?? v.trim()) : v),
      z.string({ error: 'Popularidad inválida.' }).max(40, { error: 'Popularidad: máximo 40 caracteres.' }).refine((s) => !/^-/.test(s), { error: 'Popularidad debe ser 0 o más.' }),
    ),
    teacherVisible: freeText(300, 'Docente visible'),
    hours: z.preprocess(
      toNumberInput,
      z.number({ error: 'Horas debe ser un número.' }).min(0, { error: 'Horas debe ser 0 o más.' }).max(100000, { error: 'Horas: máximo 100000.' }).transform((n) => Math.round(n)),
    ),
    rating: z.preprocess(
      toNumberInput,
      z.number({ error: 'Calificación debe ser un número entre 0 y 5.' }).transform(clampRating),
    ),
    price: z.preprocess(
      toNumberInput,
      z.number({ error: 'Precio debe ser un número.' }).max(MAX_PRICE, { error: 'Precio demasiado alto.' }).transform(normalizePrice),
    ),
    published: booleanField('Publicado'),
    syllabus: textList(200, 1000, 'Temario'),
    requirements: textList(100, 1000, 'Requisitos'),
    teachers: z.preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z
        .array(teacherInfoInputSchema, { error: 'Docentes debe ser una lista.' })
        .max(50, { error: 'Docentes: máximo 50.' })
        .transform((list) => list.filter((t) => t.name.length > 0)),
    ),
    startDate: dateField,
    endDate: dateField,
    schedule: z.preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z.array(scheduleSessionInputSchema, { error: 'Horario debe ser una lista.' }).max(200, { error: 'Horario: máximo 200 sesiones.' }),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.startDate && c.endDate && c.endDate < c.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'La fecha de fin no puede ser anterior a la de inicio.' });
    }
  })
  .transform((c) => ({
    ...c,
    schedule: c.schedule.map((s, i) => ({ ...s, orderIdx: s.orderIdx ?? i })),
  }));
export type CourseInput = z.input<typeof courseInputSchema>;
export type CourseWrite = z.output<typeof courseInputSchema>;

// ---------- answers ----------

export const scheduleSessionSchema = z.object({
  id: z.number().int(),
  sessionDate: z.string().nullable(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  mode: z.string(),
  topic: z.string(),
  orderIdx: z.number().int(),
});
export type ScheduleSession = z.infer<typeof scheduleSessionSchema>;

export const teacherInfoSchema = z.object({ name: z.string(), bio: z.string() });
export type TeacherInfo = z.infer<typeof teacherInfoSchema>;

/** A course as the API answers it (normalized shape of seed 000 section 3 + admin fields of seed 001). */
export const courseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  teacherId: z.number().int(),
  published: z.boolean(),
  area: z.string(),
  category: z.string(),
  type: z.string(),
  level: z.string(),
  popularity: z.string(),
  teacherVisible: z.string(),
  teacher: z.string(),
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

/** GET /courses/filter?q=&area=&level=&type=&sort=&page=0&size=12 */
export const coursesFilterQuerySchema = pageQuery(CATALOG_PAGE_SIZE, 100).extend({
  q: optionalQueryText,
  area: optionalQueryText,
  level: optionalEnumQuery(COURSE_LEVELS, COURSE_LEVEL_INVALID, ['Todos', 'todas', 'all']),
  type: optionalEnumQuery(COURSE_TYPES, COURSE_TYPE_INVALID, ['Todos', 'todas', 'all']),
  sort: z.preprocess(
    (v) => (v === undefined || v === '' ? 'popular' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(COURSE_SORTS, { error: 'Orden inválido (popular, rating, hours, price_asc o price_desc).' }),
  ),
});
export type CoursesFilterQuery = z.output<typeof coursesFilterQuerySchema>;

/** GET /teacher/courses?q=&page=0&size=50 */
export const teacherCoursesQuerySchema = pageQuery(TEACHER_COURSES_PAGE_SIZE, 200).extend({ q: optionalQueryText });
export type TeacherCoursesQuery = z.output<typeof teacherCoursesQuerySchema>;

/** GET /admin/courses?q=&published= (no arguments = every course, drafts included). */
export const adminCoursesQuerySchema = z.object({
  q: optionalQueryText,
  published: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'published debe ser true o false.' }).optional(),
  ),
});
