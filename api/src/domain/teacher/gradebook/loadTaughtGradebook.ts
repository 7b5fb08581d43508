import type { FastifyRequest } from 'fastify';
import type { Gradebook } from '@inpro/shared-contracts';
import { assertTeaches } from '../../../modules/classroom/access';
import { passingMark } from '../../../modules/classroom/passingMark';
import { buildGradebook } from '../../../modules/gradebook/buildGradebook';

/** GET /teacher/courses/{courseId}/gradebook: the whole gradebook of a course the caller teaches (or any, for administrators). */
export async function getTaughtGradebook(req: FastifyRequest, courseId: number): Promise<Gradebook> {
  const course = await assertTeaches(req.server.db, req.user, courseId);
  return buildGradebook(req.server.db, course, await passingMark(req.server));
}
