import type { FastifyRequest } from 'fastify';
import { ATTEMPT_CLOSED, type AttemptResponses, type StudentAttempt } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { conflict } from '../../errors';
import { finishAttempt, toStudentAttempt } from '../../modules/classroom/attempts';
import { loadOwnAttempt } from './loadAttempt';

/**
 * POST /student/attempts/{attemptId}/submit: the final submission (the screen asks to confirm
 * first). Graded at once; essays wait for the teacher. After the deadline 409: the server already
 * submitted what was saved.
 */
export async function submitAttempt(req: FastifyRequest, attemptId: number, body: AttemptResponses): Promise<StudentAttempt> {
  const attempt = await loadOwnAttempt(req, attemptId);
  if (attempt.submittedAt) throw conflict(ATTEMPT_CLOSED);
  const row = await finishAttempt(req.server.db, attempt, { ...attempt.responses, ...body.responses }, false);
  if (!row) throw conflict(ATTEMPT_CLOSED);
  await audit(req, 'UPDATE', 'quiz_attempt', row.id, { evaluationId: row.evaluationId, score: row.score, submitted: true });
  return toStudentAttempt(row);
}
