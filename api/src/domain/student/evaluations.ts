import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { EVALUATION_NOT_FOUND, type StudentEvaluation } from '@inpro/shared-contracts';
import { enrolments, evaluations } from '../../db/schema';
import { notFound } from '../../errors';
import { assertEnrolled } from '../../modules/classroom/access';
import { findEvaluationWithCourse, listEvaluationsWithCourse, type EvaluationWithCourse } from '../../modules/classroom/evaluations';
import { toStudentEvaluations } from './evaluationsView';
import { finalizeExpiredAttempts } from '../../modules/classroom/attempts';
import { linkContextOf } from '../files/signedUrl';

function linkOf(req: FastifyRequest) {
  return linkContextOf(req);
}

/** GET /student/evaluations?courseId=: evaluations of the caller's courses, nearest due date first. */
export async function listStudentEvaluations(req: FastifyRequest, courseId?: number): Promise<StudentEvaluation[]> {
  const db = req.server.db;
  if (courseId) await assertEnrolled(db, req.user, courseId);
  await finalizeExpiredAttempts(db, { userId: req.user.id });
  const rows = await listEvaluationsWithCourse(db, [
    sql`${evaluations.courseId} in (select ${enrolments.courseId} from ${enrolments} where ${enrolments.userId} = ${req.user.id})`,
    courseId ? eq(evaluations.courseId, courseId) : undefined,
  ]);
  return toStudentEvaluations(db, req.user.id, rows, linkOf(req));
}

/** The evaluation (404) of a course the caller is enrolled in (403). */
export async function loadEnrolledEvaluation(req: FastifyRequest, evaluationId: number): Promise<EvaluationWithCourse> {
  const row = await findEvaluationWithCourse(req.server.db, evaluationId);
  if (!row) throw notFound(EVALUATION_NOT_FOUND);
  await assertEnrolled(req.server.db, req.user, row.course.id);
  return row;
}

/** GET /student/evaluations/{evaluationId} */
export async function getStudentEvaluation(req: FastifyRequest, evaluationId: number): Promise<StudentEvaluation> {
  const row = await loadEnrolledEvaluation(req, evaluationId);
  await finalizeExpiredAttempts(req.server.db, { evaluationId, userId: req.user.id });
  const [one] = await toStudentEvaluations(req.server.db, req.user.id, [row], linkOf(req));
  return one;
}
