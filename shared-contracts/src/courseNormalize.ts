// Course normalisers and the specialty areas without zod: the screens import them without the
// schemas (the package's index exports them; the schemas do not, so there is no import cycle).
import type { CatalogItem } from './schemas/catalog';
import type { Course } from './schemas/courses';
import {
  DEFAULT_COURSE_TYPE,
  DEFAULT_POPULARITY,
  DEFAULT_SESSION_MODE,
  clampRating,
  normalizeLevel,
  normalizePrice,
  parseDate,
  parseTime,
} from './courseValues';

type Loose = Record<string, unknown>;

const str = (v: unknown, def = ''): string => (typeof v === 'string' ? v : v === undefined || v === null ? def : String(v));
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
  return Number.isFinite(n) ? n : 0;
};

/** Reads any course-like object into a catalogue card: title or name, area or category, teacherVisible else teacher, image or thumbnail. */
export function toCatalogItem(raw: unknown): CatalogItem {
  const c = (raw ?? {}) as Loose;
  return {
    id: num(c.id),
    title: str(c.title ?? c.name),
    area: str(c.area ?? c.category),
    teacher: str((typeof c.teacherVisible === 'string' && c.teacherVisible.trim()) || c.teacher),
    description: str(c.description),
    hours: Math.max(0, num(c.hours)),
    students: Math.max(0, num(c.students)),
    rating: clampRating(num(c.rating)),
    price: normalizePrice(num(c.price)),
    image: str(c.image ?? c.thumbnail) || null,
    level: normalizeLevel(c.level),
    type: str(c.type) || DEFAULT_COURSE_TYPE,
    slug: typeof c.slug === 'string' ? c.slug : undefined,
  };
}

/**
 * The normalized course shape of seed 000 section 3 from any course-like object
 * (defaults: type 'Curso', level 'Básico', popularity 'Media', session mode 'Presencial';
 * rating 0..5 one decimal; price ≥ 0 two decimals; times HH:MM).
 */
export function normalizeCourse(raw: unknown): Course {
  const c = (raw ?? {}) as Loose;
  const title = str(c.title ?? c.name);
  const area = str(c.area ?? c.category);
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => str(x).trim()).filter(Boolean) : []);
  const schedule = Array.isArray(c.schedule) ? (c.schedule as Loose[]) : [];
  const teacherVisible = str(c.teacherVisible);
  return {
    id: num(c.id),
    code: str(c.code),
    title,
    slug: str(c.slug),
    description: str(c.description),
    teacherId: num(c.teacherId),
    published: c.published === true,
    area,
    type: str(c.type) || DEFAULT_COURSE_TYPE,
    level: normalizeLevel(c.level),
    popularity: str(c.popularity) || DEFAULT_POPULARITY,
    teacherVisible,
    hours: Math.max(0, num(c.hours)),
    students: Math.max(0, Math.round(num(c.students))),
    rating: clampRating(num(c.rating)),
    price: normalizePrice(num(c.price)),
    image: str(c.image) || null,
    syllabus: list(c.syllabus),
    requirements: list(c.requirements),
    teachers: Array.isArray(c.teachers)
      ? (c.teachers as Loose[])
          .map((t) => ({ name: str(t?.name), bio: str(t?.bio), ...(str(t?.specialty) ? { specialty: str(t?.specialty) } : {}) }))
          .filter((t) => t.name)
      : [],
    startDate: parseDate(c.startDate) ?? null,
    endDate: parseDate(c.endDate) ?? null,
    schedule: schedule.map((s, i) => {
      const sessionDate = parseDate(s?.sessionDate ?? s?.date) ?? null;
      return {
        id: num(s?.id),
        sessionDate,
        startTime: parseTime(s?.startTime) ?? null,
        endTime: parseTime(s?.endTime) ?? null,
        mode: str(s?.mode) || DEFAULT_SESSION_MODE,
        topic: str(s?.topic),
        orderIdx: s?.orderIdx === undefined || s?.orderIdx === null ? i : num(s.orderIdx),
      };
    }),
    installmentDates: Array.isArray(c.installmentDates)
      ? (c.installmentDates as unknown[]).map((d) => parseDate(d)).filter((d): d is string => !!d)
      : [],
    createdAt: str(c.createdAt),
    updatedAt: str(c.updatedAt),
  };
}

/** Who teaches a course, for a card or a summary: the short text the admin wrote, else its first listed teacher. */
export function visibleTeacher(course: Pick<Course, 'teacherVisible' | 'teachers'>): string {
  return course.teacherVisible.trim() || course.teachers[0]?.name || '';
}

/**
 * The 19 specialties of the home page; the demo courses use them as their area, so the catalogue's
 * area filter and the home page speak the same names.
 */
export const SPECIALTY_AREAS = [
  'Formación de Árbitros',
  'Formación de Peritos',
  'Formación de Conciliadores',
  'Derecho Penal',
  'Derecho Civil',
  'Derecho Laboral',
  'Derecho Tributario',
  'Derecho Constitucional',
  'Derecho Administrativo',
  'Derecho Comercial',
  'Derecho de Familia',
  'Derecho Notarial y Registral',
  'Derecho Ambiental',
  'Derecho Procesal',
  'Contrataciones con el Estado',
  'Compliance y Prevención',
  'Derechos Humanos',
  'Litigación Oral y Proceso Penal',
  'Derecho Corporativo',
] as const;
