import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  attemptDeadline,
  countedScore,
  effectiveDue,
  scoreAttempt,
  shuffleWithSeed,
  type QuestionResponse,
  type StudentAttempt,
} from '@inpro/shared-contracts';
import type { Db } from '../../db';
import {
  evaluationExtensions,
  evaluations,
  questionBank,
  quizAttempts,
  submissions,
  type EvaluationRow,
  type QuizAttemptRow,
  type QuizQuestionJson,
} from '../../db/schema';

// Quiz attempts: drawing an attempt's questions, grading it, submitting what is answered when its
// time is up, and keeping the student's `submissions` row equal to the grade that counts.

/** Extensions of these evaluations, by evaluation then student. */
export async function extensionsOf(db: Db, evaluationIds: number[], userId?: number): Promise<Map<number, Map<number, Date>>> {
  const out = new Map<number, Map<number, Date>>();
  if (!evaluationIds.length) return out;
  const rows = await db
    .select()
    .from(evaluationExtensions)
    .where(and(inArray(evaluationExtensions.evaluationId, evaluationIds), userId ? eq(evaluationExtensions.userId, userId) : undefined));
  for (const r of rows) {
    const m = out.get(r.evaluationId) ?? new Map<number, Date>();
    m.set(r.userId, r.dueAt);
    out.set(r.evaluationId, m);
  }
  return out;
}

/** A student's due instant in one evaluation (their extension, else the evaluation's). */
export async function studentDue(db: Db, evaluation: EvaluationRow, userId: number): Promise<Date> {
  const ext = (await extensionsOf(db, [evaluation.id], userId)).get(evaluation.id)?.get(userId);
  return effectiveDue(evaluation.dueAt, ext);
}

/** True once anyone answered the evaluation (a submission or a quiz attempt): then only its dates change. */
export async function hasAnswers(db: Db, evaluationId: number): Promise<boolean> {
  const [s] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.evaluationId, evaluationId)).limit(1);
  if (s) return true;
  const [a] = await db.select({ id: quizAttempts.id }).from(quizAttempts).where(eq(quizAttempts.evaluationId, evaluationId)).limit(1);
  return !!a;
}

/**
 * An attempt's questions: the quiz's own plus `bankCount` drawn at random from the course's bank,
 * shuffled when the quiz says so (each attempt draws and orders anew).
 */
export async function drawQuestions(db: Db, evaluation: EvaluationRow, seed: number): Promise<QuizQuestionJson[] | null> {
  let drawn: QuizQuestionJson[] = [];
  if (evaluation.bankCount) {
    const bank = await db.select().from(questionBank).where(eq(questionBank.courseId, evaluation.courseId)).orderBy(asc(questionBank.id));
    if (bank.length < evaluation.bankCount) return null;
    drawn = shuffleWithSeed(bank, seed)
      .slice(0, evaluation.bankCount)
      .map((b) => ({ ...b.question, id: `b${b.id}` }));
  }
  const all = [...evaluation.questions, ...drawn];
  return evaluation.shuffle ? shuffleWithSeed(all, seed ^ 0x5bd1e995) : all;
}

/** The deadline of an attempt started now. */
export function deadlineFor(evaluation: EvaluationRow, due: Date, now: Date): Date {
  return attemptDeadline(now, evaluation.timeLimitMinutes, due);
}

/** Keeps only responses to the attempt's questions, of the shape each kind takes. */
export function cleanResponses(
  questions: QuizQuestionJson[],
  responses: Record<string, QuestionResponse>,
): Record<string, QuestionResponse> {
  const out: Record<string, QuestionResponse> = {};
  for (const q of questions) {
    const r = responses[q.id];
    if (r === undefined) continue;
    const kind = q.kind ?? 'single';
    if ((kind === 'single' || kind === 'truefalse') && typeof r === 'number' && r < q.options.length) out[q.id] = r;
    else if (kind === 'multiple' && Array.isArray(r)) out[q.id] = [...new Set(r.filter((i) => i < q.options.length))].sort((a, b) => a - b);
    else if ((kind === 'short' || kind === 'essay') && typeof r === 'string') out[q.id] = r;
  }
  return out;
}

/** Finishes an attempt with these responses: graded at once unless an essay waits for the teacher. */
export async function finishAttempt(
  db: Db,
  attempt: QuizAttemptRow,
  responses: Record<string, QuestionResponse>,
  auto: boolean,
  now = new Date(),
): Promise<QuizAttemptRow | undefined> {
  const clean = cleanResponses(attempt.questions, responses);
  const result = scoreAttempt(attempt.questions, clean, attempt.essayGrades);
  // Only the first finisher wins: a student's submit and the server's timeout never both count.
  const [row] = await db
    .update(quizAttempts)
    .set({ responses: clean, submittedAt: now, autoSubmitted: auto, score: result.score, correct: result.correct })
    .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.submittedAt)))
    .returning();
  if (row) await syncCountedGrade(db, row.evaluationId, row.userId);
  return row;
}

/**
 * Submits, with what they hold, the attempts whose time is up (of one evaluation, or all). The
 * server calls this before reading or writing attempts, so an abandoned browser changes nothing.
 */
export async function finalizeExpiredAttempts(
  db: Db,
  where: { evaluationId?: number; userId?: number } = {},
  now = new Date(),
): Promise<number> {
  const expired = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        isNull(quizAttempts.submittedAt),
        lt(quizAttempts.deadlineAt, now),
        where.evaluationId ? eq(quizAttempts.evaluationId, where.evaluationId) : undefined,
        where.userId ? eq(quizAttempts.userId, where.userId) : undefined,
      ),
    );
  let n = 0;
  for (const a of expired) if (await finishAttempt(db, a, a.responses, true, a.deadlineAt)) n++;
  return n;
}

/**
 * Recomputes the student's `submissions` row of a quiz from their finished attempts by the quiz's
 * rule: CALIFICADO with the counted score, or PENDIENTE while an essay waits for its grade.
 */
export async function syncCountedGrade(db: Db, evaluationId: number, userId: number): Promise<void> {
  const [evaluation] = await db.select().from(evaluations).where(eq(evaluations.id, evaluationId)).limit(1);
  if (!evaluation) return;
  const done = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.evaluationId, evaluationId), eq(quizAttempts.userId, userId), isNotNull(quizAttempts.submittedAt)))
    .orderBy(asc(quizAttempts.number));
  if (!done.length) return;
  const graded = done.filter((a) => a.score !== null);
  const waiting = graded.length < done.length;
  const score = countedScore(
    evaluation.attemptRule,
    graded.map((a) => a.score as number),
  );
  const last = done[done.length - 1];
  // The historical per-question answers, when the last attempt's are all option picks.
  const answers = Object.values(last.responses).every((r) => typeof r === 'number') ? (last.responses as Record<string, number>) : null;
  const values = {
    status: waiting ? ('PENDIENTE' as const) : ('CALIFICADO' as const),
    score: waiting ? null : score,
    answers,
    gradedAt: waiting ? null : (last.gradedAt ?? last.submittedAt),
    feedback: last.feedback,
    submittedAt: last.submittedAt ?? new Date(),
    updatedAt: new Date(),
  };
  await db
    .insert(submissions)
    .values({ evaluationId, userId, ...values })
    .onConflictDoUpdate({ target: [submissions.evaluationId, submissions.userId], set: values });
}

/**
 * The grade that counts for each student in these evaluations (0–20): the graded submission (a
 * task's last one, a quiz's by its attempt rule). The gradebook reads evaluation grades only here.
 */
export async function countedGrades(db: Db, evaluationIds: number[], userIds?: number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (!evaluationIds.length || (userIds && !userIds.length)) return out;
  const rows = await db
    .select({ evaluationId: submissions.evaluationId, userId: submissions.userId, score: submissions.score })
    .from(submissions)
    .where(
      and(
        inArray(submissions.evaluationId, evaluationIds),
        userIds ? inArray(submissions.userId, userIds) : undefined,
        eq(submissions.status, 'CALIFICADO'),
        isNotNull(submissions.score),
      ),
    );
  for (const r of rows) {
    const m = out.get(r.evaluationId) ?? new Map<number, number>();
    m.set(r.userId, r.score as number);
    out.set(r.evaluationId, m);
  }
  return out;
}

/** The grade that counts for one student in one evaluation, or null when none yet. */
export async function countedGrade(db: Db, evaluationId: number, userId: number): Promise<number | null> {
  return (await countedGrades(db, [evaluationId], [userId])).get(evaluationId)?.get(userId) ?? null;
}

/** How many attempts each student used, and their attempt in progress. */
export async function attemptSummary(db: Db, evaluationIds: number[], userId: number) {
  const out = new Map<number, { used: number; openId: number | null }>();
  if (!evaluationIds.length) return out;
  const rows = await db
    .select({ evaluationId: quizAttempts.evaluationId, id: quizAttempts.id, open: sql<boolean>`${quizAttempts.submittedAt} is null` })
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.evaluationId, evaluationIds), eq(quizAttempts.userId, userId)));
  for (const r of rows) {
    const s = out.get(r.evaluationId) ?? { used: 0, openId: null };
    s.used++;
    if (r.open) s.openId = r.id;
    out.set(r.evaluationId, s);
  }
  return out;
}

/** An attempt as its student sees it. */
export function toStudentAttempt(a: QuizAttemptRow): StudentAttempt {
  const finished = a.submittedAt !== null;
  return {
    id: a.id,
    evaluationId: a.evaluationId,
    number: a.number,
    startedAt: a.startedAt.toISOString(),
    deadlineAt: a.deadlineAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    autoSubmitted: a.autoSubmitted,
    questions: a.questions.map((q) => ({ id: q.id, text: q.text, options: q.options, ...(q.kind ? { kind: q.kind } : {}) })),
    responses: a.responses,
    score: finished ? a.score : null,
    correct: finished ? a.correct : null,
    total: a.questions.length,
    pendingEssays: finished && a.score === null,
    feedback: a.feedback,
  };
}

const ATTEMPT_TIMEOUTS_JOB = 'quiz-attempt-timeouts';

/**
 * Hands in expired attempts every minute (a job of the queue: one run across every process), so a
 * quiz left open is submitted even if nobody reads it; every read and write of attempts does it first too.
 */
export function registerAttemptTimeouts(app: FastifyInstance): void {
  app.jobs.work(ATTEMPT_TIMEOUTS_JOB, () => finalizeExpiredAttempts(app.db));
  app.jobs.schedule(ATTEMPT_TIMEOUTS_JOB, '* * * * *');
}
