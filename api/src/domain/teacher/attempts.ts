import type { FastifyRequest } from 'fastify';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  ATTEMPT_NOT_FOUND,
  CLASSROOM_LINKS,
  ESSAY_GRADES_INVALID,
  scoreAttempt,
  formatGrade,
  type GradeEssays,
  type TeacherAttempt,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { quizAttempts, users, type QuizAttemptRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { NOT_YOUR_COURSE, teaches } from '../../modules/classroom/access';
import { finalizeExpiredAttempts, syncCountedGrade, toStudentAttempt } from '../../modules/classroom/attempts';
import { findEvaluationWithCourse } from '../../modules/classroom/evaluations';
import { notify } from '../notifications/notify';
import { loadTaughtEvaluation } from './loadEvaluation';

function toTeacherAttempt(a: QuizAttemptRow, fullName: string): TeacherAttempt {
  return { ...toStudentAttempt(a), questions: a.questions, student: { id: a.userId, fullName }, essayGrades: a.essayGrades };
}

/** GET /teacher/evaluations/{evaluationId}/attempts: every finished or running attempt, by student then number. */
export async function listEvaluationAttempts(req: FastifyRequest, evaluationId: number): Promise<TeacherAttempt[]> {
  const db = req.server.db;
  await loadTaughtEvaluation(req, evaluationId);
  await finalizeExpiredAttempts(db, { evaluationId });
  const rows = await db
    .select({ attempt: quizAttempts, fullName: users.fullName })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(eq(quizAttempts.evaluationId, evaluationId))
    .orderBy(asc(users.fullName), asc(quizAttempts.number));
  return rows.map((r) => toTeacherAttempt(r.attempt, r.fullName));
}

/**
 * POST /teacher/attempts/{attemptId}/grade: a 0–20 grade for each essay question of a finished
 * attempt, with feedback; the attempt's score and the counted grade follow. The student is notified.
 */
export async function gradeAttempt(req: FastifyRequest, attemptId: number, body: GradeEssays): Promise<TeacherAttempt> {
  const db = req.server.db;
  const [attempt] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), isNotNull(quizAttempts.submittedAt)))
    .limit(1);
  if (!attempt) throw notFound(ATTEMPT_NOT_FOUND);
  const found = await findEvaluationWithCourse(db, attempt.evaluationId);
  if (!found) throw notFound(ATTEMPT_NOT_FOUND);
  if (!teaches(req.user, found.course)) throw forbidden(NOT_YOUR_COURSE);
  const essays = attempt.questions.filter((q) => q.kind === 'essay').map((q) => q.id);
  if (!essays.length) throw conflict('Este intento no tiene preguntas de desarrollo.');
  const grades = { ...attempt.essayGrades, ...body.grades };
  if (Object.keys(body.grades).some((id) => !essays.includes(id)) || essays.some((id) => grades[id] === undefined))
    throw badRequest(ESSAY_GRADES_INVALID, { grades: ESSAY_GRADES_INVALID });
  const result = scoreAttempt(attempt.questions, attempt.responses, grades);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(quizAttempts)
      .set({ essayGrades: grades, score: result.score, feedback: body.feedback || null, gradedBy: req.user.id, gradedAt: now })
      .where(eq(quizAttempts.id, attemptId));
    await syncCountedGrade(tx, attempt.evaluationId, attempt.userId);
    await audit(
      req,
      'UPDATE',
      'quiz_attempt',
      attemptId,
      { evaluationId: attempt.evaluationId, studentId: attempt.userId, essayGrades: grades, score: result.score, previous: attempt.score },
      tx,
      `${found.evaluation.title} · intento ${attempt.number}`,
    );
    await notify(tx, attempt.userId, {
      kind: 'GRADE',
      title: `Nueva nota: ${found.evaluation.title}`,
      body: `${found.course.title}: intento ${attempt.number}, ${formatGrade(result.score ?? 0)}`,
      link: CLASSROOM_LINKS.studentGrades,
    });
  });
  const [row] = await db
    .select({ attempt: quizAttempts, fullName: users.fullName })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(eq(quizAttempts.id, attemptId));
  return toTeacherAttempt(row.attempt, row.fullName);
}
