import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TeacherEvaluation } from '@inpro/shared-contracts';
import { evaluations } from '../../db/schema';
import { assertTeaches, taughtBy } from '../../modules/classroom/access';
import { listEvaluationsWithCourse, toTeacherEvaluations } from '../../modules/classroom/evaluations';
import { loadTaughtEvaluation } from './loadEvaluation';
import { finalizeExpiredAttempts } from '../../modules/classroom/attempts';

/** GET /teacher/evaluations?courseId=: the caller's evaluations (ADMIN: all) with submission counters. */
export async function listTeacherEvaluations(req: FastifyRequest, courseId: number | undefined): Promise<TeacherEvaluation[]> {
  const db = req.server.db;
  if (courseId) await assertTeaches(db, req.user, courseId);
  // Counters include quizzes whose time ran out with nobody reading them.
  await finalizeExpiredAttempts(db);
  const rows = await listEvaluationsWithCourse(db, [taughtBy(req.user), courseId ? eq(evaluations.courseId, courseId) : undefined]);
  return toTeacherEvaluations(db, rows);
}

/** GET /teacher/evaluations/{evaluationId} */
export async function getTeacherEvaluation(req: FastifyRequest, evaluationId: number): Promise<TeacherEvaluation> {
  const row = await loadTaughtEvaluation(req, evaluationId);
  const [one] = await toTeacherEvaluations(req.server.db, [row]);
  return one;
}
