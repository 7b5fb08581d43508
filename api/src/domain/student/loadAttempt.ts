import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ATTEMPT_NOT_FOUND } from '@inpro/shared-contracts';
import { quizAttempts, type QuizAttemptRow } from '../../db/schema';
import { notFound } from '../../errors';
import { finalizeExpiredAttempts } from '../../modules/classroom/attempts';

/** The caller's own attempt (another student's is 404, as if it did not exist), expired ones submitted first. */
export async function loadOwnAttempt(req: FastifyRequest, attemptId: number): Promise<QuizAttemptRow> {
  const db = req.server.db;
  const [first] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).limit(1);
  if (!first || first.userId !== req.user.id) throw notFound(ATTEMPT_NOT_FOUND);
  if (!first.submittedAt && first.deadlineAt < new Date()) {
    await finalizeExpiredAttempts(db, { evaluationId: first.evaluationId, userId: req.user.id });
    const [again] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).limit(1);
    return again;
  }
  return first;
}
