import type { FastifyRequest } from 'fastify';
import { FORUM_LINKS, forumThreadCreateSchema, type ForumThreadDetail } from '@inpro/shared-contracts';
import { conversationFiles, forumPosts, forumSubscriptions, forumThreads } from '../../db/schema';
import { assertForumAccess } from './access';
import { readInput, storeFile } from './attachments';
import { getThread } from './getThread';
import { mailNotice, notifyUsers } from './notifySubscribers';
import { plainText, renderSafeHtml } from './sanitize';

/**
 * POST /forums/courses/{courseId}/threads: a new thread (title, Markdown text, one optional file).
 * Its author and the course's teacher follow it; the teacher is notified.
 */
export async function createThread(req: FastifyRequest, courseId: number): Promise<ForumThreadDetail> {
  const db = req.server.db;
  const { course } = await assertForumAccess(db, req.user, courseId);
  const { data, file } = await readInput(req, forumThreadCreateSchema);
  const html = renderSafeHtml(data.body);
  const stored = await storeFile(req, `forums/${courseId}`, file);
  try {
    const { threadId, mailTo, notice } = await db.transaction(async (tx) => {
      const [thread] = await tx.insert(forumThreads).values({ courseId, authorId: req.user.id, title: data.title }).returning();
      const [post] = await tx.insert(forumPosts).values({ threadId: thread.id, authorId: req.user.id, body: html }).returning();
      if (stored) await tx.insert(conversationFiles).values({ ...stored.row, postId: post.id });
      await tx
        .insert(forumSubscriptions)
        .values([...new Set([req.user.id, course.teacherId])].map((userId) => ({ threadId: thread.id, userId })))
        .onConflictDoNothing();
      const notice = {
        kind: 'FORUM' as const,
        title: `Nuevo tema en el foro de ${course.title}`,
        body: `${req.user.fullName}: ${data.title} — ${plainText(html, 200)}`,
        link: (staff: boolean) => (staff ? FORUM_LINKS.teacherThread : FORUM_LINKS.studentThread)(courseId, thread.id),
      };
      const others = course.teacherId === req.user.id ? [] : [course.teacherId];
      return { threadId: thread.id, mailTo: await notifyUsers(tx, others, notice), notice };
    });
    mailNotice(req.server, mailTo, notice);
    return await getThread(req, threadId);
  } catch (err) {
    await stored?.remove();
    throw err;
  }
}
