/** Normalised course of seed 000 section 3, used by the catalogue, detail, checkout and search. */
export interface CourseSession {
  id: number | string | null;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  mode: string;
  topic: string | null;
  orderIdx: number;
}

export interface CourseTeacher {
  name: string;
  bio: string;
}

export interface Course {
  id: number | null;
  code: string;
  slug: string | null;
  title: string;
  description: string;
  teacherId: number | null;
  published: boolean;
  area: string;
  type: string;
  level: string;
  popularity: string;
  /** Teacher shown to the public: teacherVisible, else teacher. */
  teacher: string;
  hours: number;
  students: number;
  rating: number;
  price: number;
  image: string;
  syllabus: string[];
  requirements: string[];
  teachers: CourseTeacher[];
  startDate: string | null;
  endDate: string | null;
  schedule: CourseSession[];
}

export const DEFAULT_LEVEL = 'Básico';
export const DEFAULT_POPULARITY = 'Media';
export const DEFAULT_TYPE = 'Curso';
export const DEFAULT_SESSION_MODE = 'Presencial';
/** Inline placeholder image (no external request) used when a course has none. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225"><rect width="400" height="225" fill="#1d3a8a"/><text x="200" y="125" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">INPRO</text></svg>',
  );

type Raw = Record<string, unknown>;

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

function firstStr(...values: unknown[]): string {
  for (const v of values) {
    const s = str(v);
    if (s) return s;
  }
  return '';
}

function num(v: unknown): number {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? n : 0;
}

function optionalId(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** HH:MM from "9:00", "09:00:00" or "09:00"; null when it is not a time. */
export function parseTime(value: unknown): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(str(value));
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

function stringList(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v
    .map((x) => (typeof x === 'string' ? x.trim() : x && typeof x === 'object' ? firstStr((x as Raw).title, (x as Raw).name, (x as Raw).text) : ''))
    .filter(Boolean);
}

function teacherList(v: unknown): CourseTeacher[] {
  if (!Array.isArray(v)) return [];
  return v
    .map((t) =>
      typeof t === 'string'
        ? { name: t.trim(), bio: '' }
        : t && typeof t === 'object'
          ? { name: firstStr((t as Raw).name, (t as Raw).fullName), bio: str((t as Raw).bio) }
          : { name: '', bio: '' },
    )
    .filter((t) => t.name);
}

function sessionList(v: unknown): CourseSession[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((s): s is Raw => Boolean(s) && typeof s === 'object')
    .map((s, i) => ({
      id: (s.id as number | string | undefined) ?? null,
      date: firstStr(s.sessionDate, s.date) || null,
      startTime: parseTime(s.startTime),
      endTime: parseTime(s.endTime),
      mode: firstStr(s.mode) || DEFAULT_SESSION_MODE,
      topic: firstStr(s.topic) || null,
      orderIdx: Number.isFinite(Number(s.orderIdx)) && s.orderIdx !== null && s.orderIdx !== undefined ? Number(s.orderIdx) : i,
    }))
    .sort((a, b) => a.orderIdx - b.orderIdx);
}

/** Normalises any course-like payload (API course, catalogue item, static file entry). */
export function normalizeCourse(input: unknown): Course {
  const c = (input && typeof input === 'object' ? input : {}) as Raw;
  const rating = Math.min(5, Math.max(0, num(c.rating)));
  return {
    id: optionalId(c.id),
    code: str(c.code),
    slug: str(c.slug) || null,
    title: firstStr(c.title, c.name),
    description: str(c.description),
    teacherId: optionalId(c.teacherId),
    published: c.published !== false,
    area: firstStr(c.area, c.category),
    type: firstStr(c.type) || DEFAULT_TYPE,
    level: firstStr(c.level) || DEFAULT_LEVEL,
    popularity: firstStr(c.popularity) || DEFAULT_POPULARITY,
    teacher: firstStr(c.teacherVisible, c.teacher),
    hours: Math.max(0, num(c.hours)),
    students: Math.max(0, Math.trunc(num(c.students))),
    rating: Math.round(rating * 10) / 10,
    price: Math.round(Math.max(0, num(c.price)) * 100) / 100,
    image: firstStr(c.image, c.thumbnail) || PLACEHOLDER_IMAGE,
    syllabus: stringList(c.syllabus),
    requirements: stringList(c.requirements),
    teachers: teacherList(c.teachers),
    startDate: str(c.startDate) || null,
    endDate: str(c.endDate) || null,
    schedule: sessionList(c.schedule),
  };
}
