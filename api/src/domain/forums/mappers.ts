import type { FastifyRequest } from 'fastify';
import { and, count, eq, inArray, min } from 'drizzle-orm';
import type { ForumPost, ForumThreadSummary } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { forumPosts, forumSubscriptions, users, type ConversationFileRow, type ForumPostRow, type ForumThreadRow } from '../../db/schema';
import { isSuperAdminRole } from '../../auth/guards';
import { toConversationFile } from './attachments';
import { mayChangePost } from './rules';

export async function authorsOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function author(id: number | null, names: Map<number, string>, teacherId: number) {
  return { id, name: id === null ? 'Usuario eliminado' : (names.get(id) ?? 'Usuario'), isTeacher: id !== null && id === teacherId };
}

/** The threads with their reply counts and whether `userId` follows each. */
export async function toThreadSummaries(
  db: Db,
  threads: ForumThreadRow[],
  userId: number,
  teacherId: number,
): Promise<ForumThreadSummary[]> {
  if (!threads.length) return [];
  const ids = threads.map((t) => t.id);
  const [counts, subs, names] = await Promise.all([
    db
      .select({ threadId: forumPosts.threadId, n: count(), first: min(forumPosts.id) })
      .from(forumPosts)
      .where(inArray(forumPosts.threadId, ids))
      .groupBy(forumPosts.threadId),
    db
      .select({ threadId: forumSubscriptions.threadId })
      .from(forumSubscriptions)
      .where(and(inArray(forumSubscriptions.threadId, ids), eq(forumSubscriptions.userId, userId))),
    authorsOf(
      db,
      threads.map((t) => t.authorId),
    ),
  ]);
  const replies = new Map(counts.map((c) => [c.threadId, Math.max(0, Number(c.n) - 1)]));
  const subscribed = new Set(subs.map((s) => s.threadId));
  return threads.map((t) => ({
    id: t.id,
    courseId: t.courseId,
    title: t.title,
    author: author(t.authorId, names, teacherId),
    pinned: t.pinned,
    locked: t.locked,
    replies: replies.get(t.id) ?? 0,
    createdAt: t.createdAt.toISOString(),
    lastPostAt: t.lastPostAt.toISOString(),
    subscribed: subscribed.has(t.id),
  }));
}

/** A post as the caller reads it: hidden posts only the master administrator reads; deleted ones nobody. */
export function toPost(
  req: FastifyRequest,
  p: ForumPostRow,
  names: Map<number, string>,
  teacherId: number,
  canModerate: boolean,
  files: ConversationFileRow[],
  now = new Date(),
): ForumPost {
  const master = isSuperAdminRole(req.user.role);
  const deleted = p.deletedAt !== null;
  const hidden = p.hiddenAt !== null;
  const readable = !deleted && (!hidden || master);
  const change = mayChangePost(p, req.user.id, canModerate, now);
  return {
    id: p.id,
    threadId: p.threadId,
    author: author(p.authorId, names, teacherId),
    html: readable ? p.body : null,
    createdAt: p.createdAt.toISOString(),
    editedAt: p.editedAt ? p.editedAt.toISOString() : null,
    deleted,
    hidden,
    canEdit: change !== null,
    canDelete: change !== null,
    canHide: master && !deleted,
    files: readable ? files.map((f) => toConversationFile(req, f)) : [],
  };
}
