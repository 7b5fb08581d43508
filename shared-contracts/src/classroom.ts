// Pure rules of the classroom (student and teacher areas), shared by the API and the screens:
// class-session status and join window in America/Lima, the attendance window, grades and
// progress. No zod here: screens import these without pulling the schemas.

import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { isExists } from 'date-fns/isExists';
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { formatDecimal2, lima, LIMA_TIME_ZONE } from './format';

const MINUTE = 60 * 1000;

/** A session with no end time lasts this long; one with no start time spans its whole day. */
const DEFAULT_SESSION_MINUTES = 120;
/** 'Unirse' is enabled from this many minutes before the start until the end. */
export const JOIN_EARLY_MINUTES = 15;
/** Default length of an attendance window opened by the teacher. */
export const DEFAULT_ATTENDANCE_WINDOW_MINUTES = 15;
export const MAX_ATTENDANCE_WINDOW_MINUTES = 480;

export type DateInput = Date | string | number;

function toDate(v: DateInput): Date {
  return v instanceof Date ? v : new Date(v);
}

function toMs(v: DateInput): number {
  return toDate(v).getTime();
}

/** Instants (ms) of recent Lima wall-clock dates and times: the time-zone arithmetic is the costly part, and a screen or a server asks for the same few sessions' times again and again. */
const limaInstants = new Map<string, number>();
const LIMA_INSTANTS_MAX = 2000;

/** The instant of a Lima wall-clock date (YYYY-MM-DD) and time (HH:MM; missing = 00:00); invalid for no such date. */
export function limaInstant(date: string, time?: string | null): Date {
  const key = `${date} ${time ?? ''}`;
  let ms = limaInstants.get(key);
  if (ms === undefined) {
    ms = limaInstantMs(date, time);
    if (limaInstants.size >= LIMA_INSTANTS_MAX) limaInstants.clear();
    limaInstants.set(key, ms);
  }
  return new Date(ms);
}

function limaInstantMs(date: string, time?: string | null): number {
  const [y, mo, d] = (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '').split('-').map(Number);
  const [h, mi] = (time && /^\d{2}:\d{2}$/.test(time) ? time : '00:00').split(':').map(Number);
  if (!isExists(y, mo - 1, d) || h > 23 || mi > 59) return NaN;
  return new TZDate(y, mo - 1, d, h, mi, LIMA_TIME_ZONE).getTime();
}

/** The Lima calendar date (YYYY-MM-DD) of an instant. */
export function limaDate(at: DateInput = Date.now()): string {
  return lightFormat(lima(toDate(at)), 'yyyy-MM-dd');
}

/** The Lima wall-clock time (HH:MM) of an instant. */
export function limaTime(at: DateInput = Date.now()): string {
  return lightFormat(lima(toDate(at)), 'HH:mm');
}

/** dd/mm/aaaa HH:MM in Lima time ('' for an invalid value). */
export function formatLimaDateTime(at: DateInput | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const d = toDate(at);
  return isValid(d) ? lightFormat(lima(d), 'dd/MM/yyyy HH:mm') : '';
}

/** dd/mm/aaaa in Lima time ('' for an invalid value). */
export function formatLimaDate(at: DateInput | null | undefined): string {
  return formatLimaDateTime(at).slice(0, 10);
}

/** Adds days to a YYYY-MM-DD calendar date (days of Lima's calendar: no time zone shift). */
export function addDaysToDate(date: string, days: number): string {
  return lightFormat(addDays(new TZDate(`${date}T00:00:00Z`, 'UTC'), days), 'yyyy-MM-dd');
}

/** Adds months to a YYYY-MM-DD calendar date (the 31st of a shorter month becomes its last day). */
export function addMonthsToDate(date: string, months: number): string {
  return lightFormat(addMonths(new TZDate(`${date}T00:00:00Z`, 'UTC'), months), 'yyyy-MM-dd');
}

// ---------- class sessions ----------

export const CLASS_STATUSES = ['PROXIMA', 'EN_VIVO', 'FINALIZADA', 'CANCELADA'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const CLASS_STATUS_LABELS: Record<ClassStatus, string> = {
  PROXIMA: 'Próxima',
  EN_VIVO: 'En vivo',
  FINALIZADA: 'Finalizada',
  CANCELADA: 'Cancelada',
};

/** What the rules read of a class session (the API's answers carry these fields). */
export interface ClassTimes {
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
  cancelledAt?: string | Date | null;
  attendanceOpenUntil?: string | Date | null;
  joinUrl?: string | null;
}

/** Start and end instants of a session (null without a date). */
export function sessionInterval(s: ClassTimes): { start: Date; end: Date } | null {
  if (!s.sessionDate || !/^\d{4}-\d{2}-\d{2}$/.test(s.sessionDate)) return null;
  const start = limaInstant(s.sessionDate, s.startTime);
  let end: Date;
  if (!s.startTime) end = limaInstant(addDaysToDate(s.sessionDate, 1), '00:00');
  else if (s.endTime && s.endTime > s.startTime) end = limaInstant(s.sessionDate, s.endTime);
  else end = new Date(start.getTime() + DEFAULT_SESSION_MINUTES * MINUTE);
  return { start, end };
}

/**
 * Próxima before the start, En vivo from the start (inclusive) until the end (exclusive),
 * Finalizada from the end on; Cancelada when the teacher cancelled it. A session with no
 * date is Próxima (not scheduled yet).
 */
export function classStatus(s: ClassTimes, now: DateInput = Date.now()): ClassStatus {
  if (s.cancelledAt) return 'CANCELADA';
  const span = sessionInterval(s);
  if (!span) return 'PROXIMA';
  const t = toMs(now);
  if (t < span.start.getTime()) return 'PROXIMA';
  if (t < span.end.getTime()) return 'EN_VIVO';
  return 'FINALIZADA';
}

/** 'Unirse' is enabled from 15 minutes before the start until the end, with a link, unless cancelled. */
export function canJoinClass(s: ClassTimes, now: DateInput = Date.now()): boolean {
  if (s.cancelledAt || !s.joinUrl) return false;
  const span = sessionInterval(s);
  if (!span) return false;
  const t = toMs(now);
  return t >= span.start.getTime() - JOIN_EARLY_MINUTES * MINUTE && t < span.end.getTime();
}

/** The instants at which a session's buttons change: 'Unirse' opens, the class starts, ends, its attendance window closes. */
export type ClassBoundaryName = 'join' | 'start' | 'end' | 'attendance';

/**
 * The instants at which what a screen shows of a session changes ('Unirse' enabled, "En vivo",
 * "Marcar asistencia"), earliest first; none for a cancelled or undated session. The screens set a
 * timer to the next one and the API publishes a live event at each.
 */
export function classBoundaries(s: ClassTimes): { name: ClassBoundaryName; at: Date }[] {
  if (s.cancelledAt) return [];
  const span = sessionInterval(s);
  if (!span || Number.isNaN(span.start.getTime())) return [];
  const out: { name: ClassBoundaryName; at: Date }[] = [
    { name: 'join', at: new Date(span.start.getTime() - JOIN_EARLY_MINUTES * MINUTE) },
    { name: 'start', at: span.start },
    { name: 'end', at: span.end },
  ];
  if (s.attendanceOpenUntil) {
    const until = toDate(s.attendanceOpenUntil);
    if (!Number.isNaN(until.getTime())) out.push({ name: 'attendance', at: until });
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The first boundary of `sessions` after `now` (ms), or null: when a screen showing them must look at the clock again. */
export function nextClassBoundary(sessions: readonly ClassTimes[], now: DateInput = Date.now()): number | null {
  const t = toMs(now);
  let next: number | null = null;
  for (const s of sessions)
    for (const b of classBoundaries(s)) {
      const at = b.at.getTime();
      if (at > t && (next === null || at < next)) next = at;
    }
  return next;
}

/** The session has begun (it counts as "held so far" for progress and attendance totals). */
export function isSessionHeld(s: ClassTimes, now: DateInput = Date.now()): boolean {
  const status = classStatus(s, now);
  return status === 'EN_VIVO' || status === 'FINALIZADA';
}

// ---------- attendance ----------

export const ATTENDANCE_STATUSES = ['PENDIENTE', 'PRESENTE', 'AUSENTE'] as const;
export type AttendanceMark = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceMark, string> = {
  PENDIENTE: 'Pendiente',
  PRESENTE: 'Presente',
  AUSENTE: 'Ausente',
};

/**
 * Students may mark while the window is open: the teacher's window (now < attendanceOpenUntil)
 * when one was set, otherwise while the session is live. Closing sets attendanceOpenUntil to
 * the moment of closing, so a closed window stays closed even while the class is live.
 */
export function isAttendanceOpen(s: ClassTimes, now: DateInput = Date.now()): boolean {
  if (s.cancelledAt) return false;
  if (s.attendanceOpenUntil) return toMs(now) < toMs(s.attendanceOpenUntil);
  return classStatus(s, now) === 'EN_VIVO';
}

/** The window is over: closed by the teacher, or the session ended with no window open. */
export function isAttendanceClosed(s: ClassTimes, now: DateInput = Date.now()): boolean {
  if (s.cancelledAt || isAttendanceOpen(s, now)) return false;
  if (s.attendanceOpenUntil) return true;
  return classStatus(s, now) === 'FINALIZADA';
}

/** A stored mark as everyone reads it: PENDIENTE (or no row) in a closed window counts as AUSENTE. */
export function effectiveAttendance(stored: AttendanceMark | null | undefined, s: ClassTimes, now: DateInput = Date.now()): AttendanceMark {
  if (stored === 'PRESENTE' || stored === 'AUSENTE') return stored;
  return isAttendanceClosed(s, now) ? 'AUSENTE' : 'PENDIENTE';
}

export const RECTIFICATION_STATUSES = ['PENDIENTE', 'ACEPTADA', 'RECHAZADA'] as const;
export type RectificationStatus = (typeof RECTIFICATION_STATUSES)[number];
export const RECTIFICATION_STATUS_LABELS: Record<RectificationStatus, string> = {
  PENDIENTE: 'Pendiente',
  ACEPTADA: 'Aceptada',
  RECHAZADA: 'Rechazada',
};

export const ENROLMENT_STATUSES = ['ACTIVO', 'INACTIVO'] as const;

// ---------- evaluations and grades ----------

export const EVALUATION_TYPES = ['Examen', 'Tarea', 'Quiz'] as const;

export const SUBMISSION_STATUSES = ['PENDIENTE', 'EN_REVISION', 'CALIFICADO'] as const;
export type SubmissionStatusValue = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatusValue, string> = {
  PENDIENTE: 'Pendiente',
  EN_REVISION: 'En revisión',
  CALIFICADO: 'Calificado',
};

/** What an evaluation is for one student. */
export const STUDENT_EVALUATION_STATES = ['POR_ENTREGAR', 'VENCIDA', 'ENTREGADA', 'EN_REVISION', 'CALIFICADA'] as const;
export type StudentEvaluationState = (typeof STUDENT_EVALUATION_STATES)[number];
export const STUDENT_EVALUATION_STATE_LABELS: Record<StudentEvaluationState, string> = {
  POR_ENTREGAR: 'Por entregar',
  VENCIDA: 'Vencida',
  ENTREGADA: 'Entregada',
  EN_REVISION: 'En revisión',
  CALIFICADA: 'Calificada',
};

/** The student's state of an evaluation from their submission (if any) and the due date. */
export function studentEvaluationState(
  submission: { status: SubmissionStatusValue } | null | undefined,
  dueAt: DateInput,
  now: DateInput = Date.now(),
): StudentEvaluationState {
  if (submission) {
    if (submission.status === 'CALIFICADO') return 'CALIFICADA';
    if (submission.status === 'EN_REVISION') return 'EN_REVISION';
    return 'ENTREGADA';
  }
  return toMs(now) > toMs(dueAt) ? 'VENCIDA' : 'POR_ENTREGAR';
}

/** Submissions are accepted until the due instant (inclusive). */
export function isBeforeDue(dueAt: DateInput, now: DateInput = Date.now()): boolean {
  return toMs(now) <= toMs(dueAt);
}

/** Peruvian 0–20 scale. */
export const MIN_GRADE = 0;
export const MAX_GRADE = 20;
/** Passing mark when the `academic` settings do not set one. */
export const DEFAULT_PASSING_MARK = 11;

/** Rounds to two decimals (half away from zero, no binary artefacts: 14.005 → 14.01). */
export function round2(n: number): number {
  const sign = n < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(n) * 100 + 1e-9)) / 100;
}

export interface GradeItem {
  score: number;
  /** Weight of the evaluation; null or undefined = no weight. */
  weight?: number | null;
}

/**
 * Average of the grades to two decimals: the weighted mean when every item has a positive
 * weight, otherwise the plain mean. null when there is no grade.
 */
export function gradeAverage(items: readonly GradeItem[]): number | null {
  const valid = items.filter((i) => Number.isFinite(i.score));
  if (!valid.length) return null;
  const weighted = valid.every((i) => typeof i.weight === 'number' && i.weight > 0);
  if (weighted) {
    const total = valid.reduce((s, i) => s + (i.weight as number), 0);
    return round2(valid.reduce((s, i) => s + i.score * (i.weight as number), 0) / total);
  }
  return round2(valid.reduce((s, i) => s + i.score, 0) / valid.length);
}

export function isPassingGrade(score: number | null | undefined, passingMark: number = DEFAULT_PASSING_MARK): boolean {
  return typeof score === 'number' && Number.isFinite(score) && score >= passingMark;
}

/** A grade or average as es-PE with two decimals (14.50); '—' when there is none. */
export function formatGrade(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? formatDecimal2(n) : '—';
}

/** Automatic quiz grade on the 0–20 scale: right answers over questions, two decimals. */
export function quizScore(correct: number, total: number): number {
  if (total <= 0) return 0;
  return round2((MAX_GRADE * Math.min(correct, total)) / total);
}

// ---------- progress ----------

export interface ProgressCounts {
  /** Sessions the student attended (PRESENTE). */
  attended: number;
  /** Resources of the course the student opened. */
  opened: number;
  /** Sessions of the course held so far (begun, not cancelled). */
  held: number;
  /** Resources of the course. */
  resources: number;
}

/** Progress in % (0–100, integer): (attended + opened) / (held + resources); 0 when nothing counts yet. */
export function progressPercent(c: ProgressCounts): number {
  const total = c.held + c.resources;
  if (total <= 0) return 0;
  const done = Math.min(c.attended, c.held) + Math.min(c.opened, c.resources);
  return Math.max(0, Math.min(100, Math.round((100 * done) / total)));
}

/** A teacher's course progress in %: sessions held so far over all its sessions (cancelled ones excluded). */
export function sessionsProgressPercent(held: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((100 * held) / total)));
}

// ---------- where notifications lead (site paths; the areas must route them) ----------

export const CLASSROOM_LINKS = {
  studentHome: '/aula',
  studentClasses: '/aula/clases',
  studentGrades: '/aula/notas',
  studentPayments: '/aula/pagos',
  studentAttendance: (courseId: number) => `/aula/asistencia/${courseId}`,
  studentMaterials: (courseId: number, unitId?: number) =>
    unitId ? `/aula/materiales/${courseId}/unidad/${unitId}` : `/aula/materiales/${courseId}`,
  /** The student's view of one evaluation (task submission, quiz). */
  studentEvaluation: (courseId: number, evaluationId: number) => `/aula/evaluaciones/${courseId}/${evaluationId}`,
  teacherHome: '/prof',
  teacherClasses: '/prof/clases',
  teacherEvaluations: '/prof/evaluaciones',
} as const;
