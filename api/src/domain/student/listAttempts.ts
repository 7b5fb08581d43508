import type { FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { StudentAttempt } from '@inpro/shared-contracts';
import { quizAttempts } from '../../db/schema';
import { finalizeExpiredAttempts, toStudentAttempt } from '../../modules/classroom/attempts';
import { loadEnrolledEvaluation } from './evaluations';

/** GET /student/evaluations/{evaluationId}/attempts: the caller's attempts, first to last. */
export async function listAttempts(req: FastifyRequest, evaluationId: number): Promise<StudentAttempt[]> {
  const db = req.server.db;
  await loadEnrolledEvaluation(req, evaluationId);
  await finalizeExpiredAttempts(db, { evaluationId, userId: req.user.id });
  const rows = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.evaluationId, evaluationId), eq(quizAttempts.userId, req.user.id)))
    .orderBy(asc(quizAttempts.number));
  return rows.map(toStudentAttempt);
}
