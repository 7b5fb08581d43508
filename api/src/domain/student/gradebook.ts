import type { FastifyRequest } from 'fastify';
import type { Gradebook } from '@inpro/shared-contracts';
import { assertEnrolled } from '../../modules/classroom/access';
import { passingMark } from '../../modules/classroom/passingMark';
import { buildGradebook } from '../../modules/gradebook/buildGradebook';

/** GET /student/courses/{courseId}/gradebook: the caller's own row only (their grades, categories and final grade). */
export async function studentGradebook(req: FastifyRequest, courseId: number): Promise<Gradebook> {
  const db = req.server.db;
  const { course } = await assertEnrolled(db, req.user, courseId);
  return buildGradebook(db, course, await passingMark(req.server), req.user.id);
}
