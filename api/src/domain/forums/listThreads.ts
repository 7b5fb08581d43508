import type { FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { ForumCourse } from '@inpro/shared-contracts';
import { forumThreads } from '../../db/schema';
import { assertForumAccess } from './access';
import { toThreadSummaries } from './mappers';

/** GET /forums/courses/{courseId}/threads: pinned threads first, then the latest activity. */
export async function listThreads(req: FastifyRequest, courseId: number): Promise<ForumCourse> {
  const db = req.server.db;
  const { course, canModerate } = await assertForumAccess(db, req.user, courseId);
  const rows = await db
    .select()
    .from(forumThreads)
    .where(eq(forumThreads.courseId, courseId))
    .orderBy(desc(forumThreads.pinned), desc(forumThreads.lastPostAt), desc(forumThreads.id))
    .limit(200);
  return {
    course: { id: course.id, title: course.title },
    canModerate,
    threads: await toThreadSummaries(db, rows, req.user.id, course.teacherId),
  };
}
