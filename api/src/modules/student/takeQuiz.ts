import type { FastifyRequest } from 'fastify';
import {
  INVALID_DATA_MESSAGE,
  SUBMISSION_ALREADY_SENT,
  SUBMISSION_LATE,
  SUBMISSION_NOT_QUIZ,
  fieldErrors,
  isBeforeDue,
  quizAnswersFor,
  quizScore,
  type StudentEvaluation,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { submissions } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { assertActiveEnrolment } from '../classroom/access';
import { getStudentEvaluation, loadEnrolledEvaluation } from './evaluations';

/**
 * POST /student/evaluations/{evaluationId}/quiz: every question answered, once, before the due
 * date; graded at once (20 × right answers / questions) and stored CALIFICADO.
 */
export async function takeQuiz(req: FastifyRequest, evaluationId: number, answers: Record<string, number>): Promise<StudentEvaluation> {
  const db = req.server.db;
  const { evaluation, course } = await loadEnrolledEvaluation(req, evaluationId);
  await assertActiveEnrolment(db, req.user, course.id);
  if (evaluation.type !== 'Quiz') throw badRequest(SUBMISSION_NOT_QUIZ);
  if (!isBeforeDue(evaluation.dueAt)) throw conflict(SUBMISSION_LATE);
  const questions = evaluation.questions;
  // The form's check: every answer is one of its question's options, every question is answered.
  const checked = quizAnswersFor(questions).safeParse({ answers });
  if (!checked.success) {
    const details = fieldErrors(checked.error.issues);
    throw badRequest(Object.values(details)[0] ?? INVALID_DATA_MESSAGE, details);
  }
  const correct = questions.filter((q) => answers[q.id] === q.answer).length;
  const score = quizScore(correct, questions.length);
  const now = new Date();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(submissions)
      .values({ evaluationId, userId: req.user.id, answers, status: 'CALIFICADO', score, gradedAt: now, submittedAt: now })
      .onConflictDoNothing()
      .returning({ id: submissions.id });
    if (!inserted.length) throw conflict(SUBMISSION_ALREADY_SENT);
    await audit(
      req,
      'CREATE',
      'submission',
      inserted[0].id,
      { evaluationId, courseId: course.id, quiz: true, score },
      tx,
      `${evaluation.title} · ${req.user.fullName}`,
    );
  });
  return getStudentEvaluation(req, evaluationId);
}
