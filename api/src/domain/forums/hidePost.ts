import type { FastifyRequest } from 'fastify';
import { desc, eq, ilike, or } from 'drizzle-orm';
import { FORUM_ONLY_MASTER, HIDE_REASON_REQUIRED, type ForumModerationPost } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { isSuperAdminRole } from '../../auth/guards';
import { courses, forumPosts, forumThreads, users } from '../../db/schema';
import { badRequest, forbidden } from '../../errors';
import { findPost } from './access';
import { plainText } from './sanitize';

function assertMaster(req: FastifyRequest): void {
  if (!isSuperAdminRole(req.user.role)) throw forbidden(FORUM_ONLY_MASTER);
}

/** POST /forums/posts/{postId}/hide {hidden, reason}: the master administrator hides (or shows again) any post, audited. */
export async function hidePost(
  req: FastifyRequest,
  postId: number,
  body: { hidden: boolean; reason?: string },
): Promise<ForumModerationPost> {
  assertMaster(req);
  const db = req.server.db;
  const { post, thread } = await findPost(db, postId);
  if (body.hidden && !body.reason) throw badRequest(HIDE_REASON_REQUIRED, { reason: HIDE_REASON_REQUIRED });
  await db.transaction(async (tx) => {
    await tx
      .update(forumPosts)
      .set(body.hidden ? { hiddenAt: new Date(), hiddenBy: req.user.id } : { hiddenAt: null, hiddenBy: null })
      .where(eq(forumPosts.id, postId));
    await audit(
      req,
      {
        action: 'UPDATE',
        entity: 'forum_post',
        entityId: postId,
        label: thread.title,
        details: {
          hidden: body.hidden,
          reason: body.reason ?? null,
          threadId: thread.id,
          authorId: post.authorId,
          text: plainText(post.body, 500),
        },
      },
      tx,
    );
  });
  const [row] = await moderationRows(req, eq(forumPosts.id, postId), 1);
  return row;
}

async function moderationRows(
  req: FastifyRequest,
  where: ReturnType<typeof eq> | undefined,
  limit: number,
): Promise<ForumModerationPost[]> {
  const rows = await req.server.db
    .select({ post: forumPosts, threadTitle: forumThreads.title, courseTitle: courses.title, authorName: users.fullName })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .innerJoin(courses, eq(courses.id, forumThreads.courseId))
    .leftJoin(users, eq(users.id, forumPosts.authorId))
    .where(where)
    .orderBy(desc(forumPosts.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.post.id,
    threadId: r.post.threadId,
    threadTitle: r.threadTitle,
    courseTitle: r.courseTitle,
    authorName: r.authorName ?? 'Usuario eliminado',
    html: r.post.deletedAt ? null : r.post.body,
    createdAt: r.post.createdAt.toISOString(),
    hidden: r.post.hiddenAt !== null,
    deleted: r.post.deletedAt !== null,
  }));
}

/** GET /forums/moderation/posts?q=: the latest 100 posts of every course (text, thread, course or author matching q). */
export async function moderationPosts(req: FastifyRequest, q: string | undefined): Promise<ForumModerationPost[]> {
  assertMaster(req);
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like
    ? or(ilike(forumPosts.body, like), ilike(forumThreads.title, like), ilike(courses.title, like), ilike(users.fullName, like))
    : undefined;
  return moderationRows(req, where as ReturnType<typeof eq> | undefined, 100);
}
