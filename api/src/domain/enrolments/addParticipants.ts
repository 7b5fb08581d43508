import type { FastifyRequest } from 'fastify';
import { COURSE_NOT_FOUND, USER_NOT_FOUND, type Participant } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { HttpError, notFound } from '../../errors';
import { findCourseRef } from '../../modules/classroom/access';
import { withEligibility } from './listParticipants';
import * as repo from './repo';

/**
 * POST /courses/{id}/participants {userIds}: enrols every listed user. Idempotent: users already
 * enrolled are left as they are. Any unknown user id fails the whole call (nothing is written).
 */
export async function addParticipants(
  req: FastifyRequest,
  courseId: number,
  userIds: number[],
): Promise<{ added: number; participants: Participant[] }> {
  const db = req.server.db;
  const course = await findCourseRef(db, courseId);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const ids = [...new Set(userIds)];
  const existing = new Set(await repo.existingUserIds(db, ids));
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length) throw new HttpError(404, USER_NOT_FOUND, { userIds: `No existen: ${missing.join(', ')}.` });
  const added = await db.transaction(async (tx) => {
    const rows = await repo.addEnrolments(tx, courseId, ids, 'ADMIN');
    if (rows.length)
      await audit(req, { action: 'ENROL', entity: 'course', entityId: courseId, label: course.title, details: { userIds: rows } }, tx);
    return rows;
  });
  return { added: added.length, participants: await withEligibility(req, courseId, await repo.listParticipants(db, courseId)) };
}
