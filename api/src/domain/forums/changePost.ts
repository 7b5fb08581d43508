import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  FORUM_EDIT_WINDOW_PASSED,
  FORUM_NOT_AUTHOR,
  FORUM_POST_DELETED,
  forumPostBodySchema,
  type ForumThreadDetail,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { forumPosts } from '../../db/schema';
import { HttpError, forbidden } from '../../errors';
import { assertForumAccess, findPost } from './access';
import { readInput } from './attachments';
import { getThread } from './getThread';
import { mayChangePost } from './rules';
import { plainText, renderSafeHtml } from './sanitize';

/** Who may change the post (403 / 409 with the reason otherwise); the teacher's changes are audited. */
async function assertMayChange(req: FastifyRequest, postId: number) {
  const db = req.server.db;
  const { post, thread } = await findPost(db, postId);
  const { course, canModerate } = await assertForumAccess(db, req.user, thread.courseId);
  if (post.deletedAt || post.hiddenAt) throw new HttpError(409, FORUM_POST_DELETED);
  const who = mayChangePost(post, req.user.id, canModerate);
  if (!who) throw post.authorId === req.user.id ? new HttpError(409, FORUM_EDIT_WINDOW_PASSED) : forbidden(FORUM_NOT_AUTHOR);
  return { post, thread, course, who };
}

/** PUT /forums/posts/{postId} {body}: the author within the time window, the teacher at any time. */
export async function updatePost(req: FastifyRequest, postId: number): Promise<ForumThreadDetail> {
  const { post, thread, course, who } = await assertMayChange(req, postId);
  const { data } = await readInput(req, forumPostBodySchema);
  const html = renderSafeHtml(data.body);
  await req.server.db.transaction(async (tx) => {
    await tx.update(forumPosts).set({ body: html, editedAt: new Date() }).where(eq(forumPosts.id, postId));
    if (who === 'teacher' && post.authorId !== req.user.id) {
      await audit(
        req,
        {
          action: 'UPDATE',
          entity: 'forum_post',
          entityId: postId,
          label: `${thread.title} · ${course.title}`,
          details: { threadId: thread.id, authorId: post.authorId, before: plainText(post.body, 500), after: plainText(html, 500) },
        },
        tx,
      );
    }
  });
  return getThread(req, thread.id);
}

/** DELETE /forums/posts/{postId}: the text is removed for good; the thread keeps its place. */
export async function deletePost(req: FastifyRequest, postId: number): Promise<void> {
  const { post, thread, course, who } = await assertMayChange(req, postId);
  await req.server.db.transaction(async (tx) => {
    await tx.update(forumPosts).set({ body: '', deletedAt: new Date() }).where(eq(forumPosts.id, postId));
    if (who === 'teacher' && post.authorId !== req.user.id) {
      await audit(
        req,
        {
          action: 'DELETE',
          entity: 'forum_post',
          entityId: postId,
          label: `${thread.title} · ${course.title}`,
          details: { threadId: thread.id, authorId: post.authorId, text: plainText(post.body, 500) },
        },
        tx,
      );
    }
  });
}
