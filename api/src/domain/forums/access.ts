import { eq } from 'drizzle-orm';
import { FORUM_POST_NOT_FOUND, FORUM_THREAD_NOT_FOUND } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { forumPosts, forumThreads, type ForumPostRow, type ForumThreadRow } from '../../db/schema';
import type { CurrentUser } from '../../auth/guards';
import { notFound } from '../../errors';
import { teaches, type CourseRef } from '../../modules/classroom/access';
import { assertCourseAccess } from '../materials/access';

export interface ForumAccess {
  course: CourseRef;
  /** The caller teaches the course (or administers the site): pins, locks, edits and deletes any post. */
  canModerate: boolean;
}

/**
 * Who reads and writes a course's forum: the rule of the course's materials (its teacher and
 * administrators; its enrolled students unless blocked by an overdue installment), 404/403/402 otherwise.
 */
export async function assertForumAccess(db: Db, user: CurrentUser, courseId: number): Promise<ForumAccess> {
  const course = await assertCourseAccess(db, user, courseId, 'read');
  return { course, canModerate: teaches(user, course) };
}

export async function findThread(db: Db, threadId: number): Promise<ForumThreadRow> {
  const [row] = await db.select().from(forumThreads).where(eq(forumThreads.id, threadId)).limit(1);
  if (!row) throw notFound(FORUM_THREAD_NOT_FOUND);
  return row;
}

export async function findPost(db: Db, postId: number): Promise<{ post: ForumPostRow; thread: ForumThreadRow }> {
  const [row] = await db
    .select({ post: forumPosts, thread: forumThreads })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(eq(forumPosts.id, postId))
    .limit(1);
  if (!row) throw notFound(FORUM_POST_NOT_FOUND);
  return row;
}
