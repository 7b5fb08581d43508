import { MAX_GRADE, round2 } from './classroom';

// The rules of assessments shared by the API and the screens: question kinds, how an answer is
// graded, which attempt counts, and a student's own window to answer.

export const QUESTION_KINDS = ['single', 'multiple', 'truefalse', 'short', 'essay'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  single: 'Opción única',
  multiple: 'Opción múltiple',
  truefalse: 'Verdadero o falso',
  short: 'Respuesta corta',
  essay: 'Desarrollo (calificación manual)',
};
export const TRUE_FALSE_OPTIONS = ['Verdadero', 'Falso'];

export const ATTEMPT_RULES = ['HIGHEST', 'LAST', 'AVERAGE'] as const;
export type AttemptRule = (typeof ATTEMPT_RULES)[number];
export const ATTEMPT_RULE_LABELS: Record<AttemptRule, string> = {
  HIGHEST: 'La nota más alta',
  LAST: 'El último intento',
  AVERAGE: 'El promedio de los intentos',
};

/** A question as stored: `answer` for single/true-false, `answers` for multiple, `accepted` for short. */
export interface GradableQuestion {
  id: string;
  kind?: QuestionKind;
  options: readonly string[];
  answer: number;
  answers?: readonly number[];
  accepted?: readonly string[];
}

/** A student's response: an option index, several indexes, or a text (short answer, essay). */
export type QuestionResponse = number | number[] | string;

const kindOf = (q: { kind?: QuestionKind }): QuestionKind => q.kind ?? 'single';

/** Short answers compare without case, accents, outer or repeated spaces («Constitución» = «constitucion»). */
export function normalizeShortAnswer(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
}

/**
 * The credit (0–1) of one response, or null for an essay (graded by hand). Multiple choice is right
 * only when exactly the right options are chosen: partial picks earn nothing, as in a paper exam.
 */
export function questionCredit(q: GradableQuestion, response: QuestionResponse | undefined): number | null {
  const kind = kindOf(q);
  if (kind === 'essay') return null;
  if (response === undefined) return 0;
  if (kind === 'short') {
    if (typeof response !== 'string') return 0;
    const given = normalizeShortAnswer(response);
    return given && (q.accepted ?? []).some((a) => normalizeShortAnswer(a) === given) ? 1 : 0;
  }
  if (kind === 'multiple') {
    if (!Array.isArray(response)) return 0;
    const want = [...new Set(q.answers ?? [])].sort();
    const got = [...new Set(response)].sort();
    return want.length === got.length && want.every((v, i) => v === got[i]) ? 1 : 0;
  }
  return response === q.answer ? 1 : 0;
}

export interface AttemptScore {
  /** 0–20 with two decimals; null while an essay waits for the teacher. */
  score: number | null;
  correct: number;
  total: number;
  /** Essay question ids without a grade yet. */
  pendingEssays: string[];
}

/**
 * An attempt's grade on the 0–20 scale: every question weighs the same; an essay's credit is the
 * teacher's 0–20 grade of it divided by 20. Unanswered questions earn nothing.
 */
export function scoreAttempt(
  questions: readonly GradableQuestion[],
  responses: Readonly<Record<string, QuestionResponse>>,
  essayGrades: Readonly<Record<string, number>> = {},
): AttemptScore {
  let credit = 0;
  let correct = 0;
  const pendingEssays: string[] = [];
  for (const q of questions) {
    const c = questionCredit(q, responses[q.id]);
    if (c === null) {
      const g = essayGrades[q.id];
      if (g === undefined) pendingEssays.push(q.id);
      else credit += g / MAX_GRADE;
    } else {
      credit += c;
      correct += c;
    }
  }
  const total = questions.length;
  const score = pendingEssays.length || !total ? (total ? null : 0) : round2((MAX_GRADE * credit) / total);
  return { score, correct, total, pendingEssays };
}

/** The grade that counts among finished attempts (oldest first), by the evaluation's rule. */
export function countedScore(rule: AttemptRule, scores: readonly number[]): number | null {
  if (!scores.length) return null;
  if (rule === 'LAST') return scores[scores.length - 1];
  if (rule === 'AVERAGE') return round2(scores.reduce((a, b) => a + b, 0) / scores.length);
  return Math.max(...scores);
}

type DateLike = Date | string | number;
const ms = (d: DateLike) => (d instanceof Date ? d.getTime() : typeof d === 'number' ? d : Date.parse(d));

/** A student's due instant: their extension when they have one (it may also shorten nothing else). */
export function effectiveDue(dueAt: DateLike, extension: DateLike | null | undefined): Date {
  return new Date(extension == null ? ms(dueAt) : Math.max(ms(dueAt), ms(extension)));
}

/**
 * When a quiz attempt started at `startedAt` must end: its time limit, but never after the
 * student's due instant (what is answered then is submitted by the server).
 */
export function attemptDeadline(startedAt: DateLike, timeLimitMinutes: number | null, due: DateLike): Date {
  const end = ms(due);
  if (!timeLimitMinutes) return new Date(end);
  return new Date(Math.min(ms(startedAt) + timeLimitMinutes * 60_000, end));
}

/** Whether the evaluation accepts answers now: opened (when it has an opening date) and not past due. */
export function isOpenNow(opensAt: DateLike | null | undefined, due: DateLike, now: DateLike = Date.now()): boolean {
  return (opensAt == null || ms(now) >= ms(opensAt)) && ms(now) <= ms(due);
}

/** Deterministic shuffle (Fisher–Yates on a seeded generator) so an attempt keeps its order on reload. */
export function shuffleWithSeed<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  const next = () => {
    // mulberry32: small, well distributed, enough for question order.
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
