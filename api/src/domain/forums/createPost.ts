import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { FORUM_LINKS, FORUM_THREAD_LOCKED, forumPostBodySchema, type ForumThreadDetail } from '@inpro/shared-contracts';
import { conversationFiles, forumPosts, forumSubscriptions, forumThreads } from '../../db/schema';
import { HttpError } from '../../errors';
import { assertForumAccess, findThread } from './access';
import { readInput, storeFile } from './attachments';
import { getThread } from './getThread';
import { mailNotice, notifyUsers, subscriberIds } from './notifySubscribers';
import { plainText, renderSafeHtml } from './sanitize';

/**
 * POST /forums/threads/{threadId}/posts: a reply (Markdown, one optional file). A locked thread
 * takes replies only from the teacher (409 for others). The replier follows the thread from then
 * on; every other follower is notified (bell, and e-mail when the settings allow it).
 */
export async function createPost(req: FastifyRequest, threadId: number): Promise<ForumThreadDetail> {
  const db = req.server.db;
  const thread = await findThread(db, threadId);
  const { course, canModerate } = await assertForumAccess(db, req.user, thread.courseId);
  if (thread.locked && !canModerate) throw new HttpError(409, FORUM_THREAD_LOCKED);
  const { data, file } = await readInput(req, forumPostBodySchema);
  const html = renderSafeHtml(data.body);
  const stored = await storeFile(req, `forums/${thread.courseId}`, file);
  try {
    const { mailTo, notice } = await db.transaction(async (tx) => {
      const [post] = await tx.insert(forumPosts).values({ threadId, authorId: req.user.id, body: html }).returning();
      if (stored) await tx.insert(conversationFiles).values({ ...stored.row, postId: post.id });
      await tx.update(forumThreads).set({ lastPostAt: post.createdAt }).where(eq(forumThreads.id, threadId));
      await tx.insert(forumSubscriptions).values({ threadId, userId: req.user.id }).onConflictDoNothing();
      const notice = {
        kind: 'FORUM' as const,
        title: `Nueva respuesta en «${thread.title}»`,
        body: `${req.user.fullName} (${course.title}): ${plainText(html, 200)}`,
        link: (staff: boolean) => (staff ? FORUM_LINKS.teacherThread : FORUM_LINKS.studentThread)(thread.courseId, threadId),
      };
      return { mailTo: await notifyUsers(tx, await subscriberIds(tx, threadId, req.user.id), notice), notice };
    });
    mailNotice(req.server, mailTo, notice);
    return await getThread(req, threadId);
  } catch (err) {
    await stored?.remove();
    throw err;
  }
}
