import type { FastifyRequest } from 'fastify';
import { COURSE_NOT_FOUND } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { notFound } from '../../errors';
import { findCourseRef } from '../../modules/classroom/access';
import * as repo from './repo';

export const NOT_A_PARTICIPANT = 'El usuario no está inscrito en este curso.';

/** DELETE /courses/{id}/participants/{userId} */
export async function removeParticipant(req: FastifyRequest, courseId: number, userId: number): Promise<void> {
  const db = req.server.db;
  const course = await findCourseRef(db, courseId);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  await db.transaction(async (tx) => {
    if (!(await repo.removeEnrolment(tx, courseId, userId))) throw notFound(NOT_A_PARTICIPANT);
    await audit(req, { action: 'UNENROL', entity: 'course', entityId: courseId, label: course.title, details: { userId } }, tx);
  });
}
