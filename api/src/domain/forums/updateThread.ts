import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { FORUM_ONLY_TEACHER, type ForumThreadDetail } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { forumSubscriptions, forumThreads } from '../../db/schema';
import { forbidden } from '../../errors';
import { assertForumAccess, findThread } from './access';
import { getThread } from './getThread';

/** PUT /forums/threads/{threadId} {pinned?, locked?}: the course's teacher only (audited). */
export async function updateThread(
  req: FastifyRequest,
  threadId: number,
  body: { pinned?: boolean; locked?: boolean },
): Promise<ForumThreadDetail> {
  const db = req.server.db;
  const thread = await findThread(db, threadId);
  const { course, canModerate } = await assertForumAccess(db, req.user, thread.courseId);
  if (!canModerate) throw forbidden(FORUM_ONLY_TEACHER);
  const change = { pinned: body.pinned ?? thread.pinned, locked: body.locked ?? thread.locked };
  await db.transaction(async (tx) => {
    await tx.update(forumThreads).set(change).where(eq(forumThreads.id, threadId));
    await audit(
      req,
      {
        action: 'UPDATE',
        entity: 'forum_thread',
        entityId: threadId,
        label: `${thread.title} · ${course.title}`,
        details: { before: { pinned: thread.pinned, locked: thread.locked }, after: change },
      },
      tx,
    );
  });
  return getThread(req, threadId);
}

/** PUT /forums/threads/{threadId}/subscription {subscribed}: follow a thread or stop following it. */
export async function setSubscription(req: FastifyRequest, threadId: number, subscribed: boolean): Promise<ForumThreadDetail> {
  const db = req.server.db;
  const thread = await findThread(db, threadId);
  await assertForumAccess(db, req.user, thread.courseId);
  if (subscribed) await db.insert(forumSubscriptions).values({ threadId, userId: req.user.id }).onConflictDoNothing();
  else
    await db.delete(forumSubscriptions).where(and(eq(forumSubscriptions.threadId, threadId), eq(forumSubscriptions.userId, req.user.id)));
  return getThread(req, threadId);
}
