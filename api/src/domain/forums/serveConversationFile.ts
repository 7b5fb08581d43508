import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { FORUM_FILE_NOT_FOUND } from '@inpro/shared-contracts';
import { isSuperAdminRole } from '../../auth/guards';
import { conversationFiles, directMessages } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { StorageUnavailableError } from '../../storage';
import { fileRequester, type FileQuery } from '../files/serveFile';
import { contentDisposition, verifyConversationFileLink } from '../files/signedUrl';
import { assertForumAccess, findPost } from './access';

/**
 * GET /files/conversations/{fileId}: a file of a forum post (whoever reads the course's forum, while
 * the post is neither deleted nor hidden) or of a message (its two people). Bearer token or signed link.
 */
export async function serveConversationFile(req: FastifyRequest, reply: FastifyReply, fileId: number, query: FileQuery) {
  const user = await fileRequester(req, query, (q, secret) => verifyConversationFileLink(secret, fileId, q));
  const db = req.server.db;
  const [file] = await db.select().from(conversationFiles).where(eq(conversationFiles.id, fileId)).limit(1);
  if (!file) throw notFound(FORUM_FILE_NOT_FOUND);
  if (file.postId !== null) {
    const { post, thread } = await findPost(db, file.postId);
    await assertForumAccess(db, user, thread.courseId);
    if (post.deletedAt || (post.hiddenAt && !isSuperAdminRole(user.role))) throw notFound(FORUM_FILE_NOT_FOUND);
  } else if (file.messageId !== null) {
    const [m] = await db.select().from(directMessages).where(eq(directMessages.id, file.messageId)).limit(1);
    if (!m || (m.senderId !== user.id && m.recipientId !== user.id)) throw forbidden();
  }
  let stream;
  try {
    stream = await req.server.storage.get(file.storageKey);
  } catch (err) {
    if (err instanceof StorageUnavailableError) throw err;
    throw notFound(FORUM_FILE_NOT_FOUND);
  }
  const download = query.download === '1' || query.download === 'true';
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .header('content-length', String(file.size))
    .send(stream);
}
