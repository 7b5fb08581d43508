import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { ForumThreadDetail } from '@inpro/shared-contracts';
import { forumPosts } from '../../db/schema';
import { assertForumAccess, findThread } from './access';
import { filesOf } from './attachments';
import { authorsOf, toPost, toThreadSummaries } from './mappers';

/** GET /forums/threads/{threadId}: the thread and its posts, oldest first. */
export async function getThread(req: FastifyRequest, threadId: number): Promise<ForumThreadDetail> {
  const db = req.server.db;
  const thread = await findThread(db, threadId);
  const { course, canModerate } = await assertForumAccess(db, req.user, thread.courseId);
  const posts = await db.select().from(forumPosts).where(eq(forumPosts.threadId, threadId)).orderBy(asc(forumPosts.id));
  const [names, files, [summary]] = await Promise.all([
    authorsOf(
      db,
      posts.map((p) => p.authorId),
    ),
    filesOf(
      db,
      'postId',
      posts.map((p) => p.id),
    ),
    toThreadSummaries(db, [thread], req.user.id, course.teacherId),
  ]);
  const now = new Date();
  return {
    thread: summary,
    course: { id: course.id, title: course.title },
    canModerate,
    canReply: !thread.locked || canModerate,
    posts: posts.map((p) => toPost(req, p, names, course.teacherId, canModerate, files.get(p.id) ?? [], now)),
  };
}
