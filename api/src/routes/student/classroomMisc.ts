import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { RESOURCE_NOT_FOUND, type Announcement, type CourseProgress } from '@inpro/shared-contracts';
import { announcements } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { NOT_ENROLLED, assertEnrolled } from '../../modules/classroom/access';
import { findAnnouncements, ofStudent, toAnnouncement } from '../../modules/classroom/announcements';
import { coursesProgress } from '../../modules/classroom/progress';
import { recordResourceView } from '../../modules/classroom/resourceViews';
import { assertCourseAccess } from '../../modules/materials/access';
import { findResource } from '../../modules/materials/repo';

/** GET /student/progress: the progress of every course the caller is enrolled in. */
export async function studentProgress(req: FastifyRequest): Promise<CourseProgress[]> {
  return coursesProgress(req.server.db, req.user.id, null);
}

/** GET /student/courses/{courseId}/progress */
export async function studentCourseProgress(req: FastifyRequest, courseId: number): Promise<CourseProgress> {
  await assertEnrolled(req.server.db, req.user, courseId);
  const [one] = await coursesProgress(req.server.db, req.user.id, [courseId]);
  return one;
}

/**
 * POST /student/resources/{resourceId}/view: the caller opened a resource; it counts toward
 * their progress once. Staff who may read the course (a teacher's "Vista alumno") are accepted
 * without counting; anyone else not enrolled gets 403.
 */
export async function recordView(req: FastifyRequest, resourceId: number): Promise<void> {
  const db = req.server.db;
  const resource = await findResource(db, resourceId);
  if (!resource) throw notFound(RESOURCE_NOT_FOUND);
  if (await recordResourceView(db, req.user.id, resourceId)) return;
  try {
    await assertCourseAccess(db, req.user, resource.courseId, 'read');
  } catch {
    throw forbidden(NOT_ENROLLED);
  }
}

/** GET /student/announcements?courseId=&limit=: announcements of the caller's courses, newest first. */
export async function studentAnnouncements(req: FastifyRequest, courseId: number | undefined, limit: number): Promise<Announcement[]> {
  const db = req.server.db;
  if (courseId) await assertEnrolled(db, req.user, courseId);
  const rows = await findAnnouncements(db, [ofStudent(req.user.id), courseId ? eq(announcements.courseId, courseId) : undefined], limit);
  return rows.map(toAnnouncement);
}
