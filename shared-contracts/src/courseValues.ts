// Course constants, messages and normalisers without zod: the screens import them without
// pulling the schemas (schemas/courses.ts re-exports everything here).
import { isExists } from 'date-fns/isExists';
import { foldText } from './text';

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
export const MAX_INSTALLMENTS = 24;
export const INSTALLMENT_DATE_INVALID = 'Fecha de cuota inválida (usa AAAA-MM-DD).';
export const INSTALLMENT_DATES_ORDER = 'Las fechas de las cuotas deben ir en orden y sin repetirse.';

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

/** The value of `values` equal to `v` ignoring case and accents. */
export function matchOne<T extends string>(values: readonly T[], v: unknown): T | undefined {
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
  if (!isExists(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) return undefined;
  if (Number(m[1]) < 1900 || Number(m[1]) > 2999) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
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

function sessionModeOf(mode: string | null | undefined): SessionMode {
  const folded = foldText(mode);
  return SESSION_MODES.find((m) => foldText(m) === folded) ?? DEFAULT_SESSION_MODE;
}

/**
 * The modality of a course, derived from its schedule (the diplomas' filter, on the server and on the cards):
 * - every session has the same mode (a session without a mode counts as 'Presencial', the
 *   default session mode) → that mode;
 * - sessions of different modes, or any session marked 'Mixto' → 'Mixto';
 * - no sessions yet → null (shown as 'Por confirmar' and only listed under "Todas").
 */
export function courseModality(course: { schedule?: ReadonlyArray<{ mode?: string | null }> | null }): SessionMode | null {
  const sessions = course.schedule ?? [];
  if (sessions.length === 0) return null;
  const modes = new Set(sessions.map((s) => sessionModeOf(s.mode)));
  if (modes.size > 1 || modes.has('Mixto')) return 'Mixto';
  return [...modes][0]!;
}
