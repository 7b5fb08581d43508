import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { ATTEMPT_CLOSED, type AttemptResponses, type StudentAttempt } from '@inpro/shared-contracts';
import { quizAttempts } from '../../db/schema';
import { conflict } from '../../errors';
import { cleanResponses, toStudentAttempt } from '../../modules/classroom/attempts';
import { loadOwnAttempt } from './loadAttempt';

/**
 * PUT /student/attempts/{attemptId}/responses: saves the answers so far (all of them, replacing the
 * last save) while the attempt runs; after its deadline 409, what was saved having been submitted.
 */
export async function saveAttempt(req: FastifyRequest, attemptId: number, body: AttemptResponses): Promise<StudentAttempt> {
  const attempt = await loadOwnAttempt(req, attemptId);
  if (attempt.submittedAt) throw conflict(ATTEMPT_CLOSED);
  const responses = cleanResponses(attempt.questions, body.responses);
  const [row] = await req.server.db
    .update(quizAttempts)
    .set({ responses })
    .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.submittedAt)))
    .returning();
  if (!row) throw conflict(ATTEMPT_CLOSED);
  return toStudentAttempt(row);
}
