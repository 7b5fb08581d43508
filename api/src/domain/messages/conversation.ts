import type { FastifyRequest } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { FORUM_LINKS, directMessageCreateSchema, type Conversation } from '@inpro/shared-contracts';
import { conversationFiles, directMessages, notifications } from '../../db/schema';
import { filesOf, readInput, storeFile, toConversationFile } from '../forums/attachments';
import { mailNotice, notifyUsers } from '../forums/notifySubscribers';
import { plainText, renderSafeHtml } from '../forums/sanitize';
import { assertConversation, type ConversationRef } from './access';

function linkFor(ref: ConversationRef, staff: boolean): string {
  return staff ? FORUM_LINKS.teacherConversation(ref.course.id, ref.student.id) : FORUM_LINKS.studentConversation(ref.course.id);
}

/**
 * GET /messages/courses/{courseId}/students/{studentId}: the messages, oldest first. Reading marks
 * the messages to the caller read, and their bell items too.
 */
export async function getConversation(req: FastifyRequest, courseId: number, studentId: number): Promise<Conversation> {
  const db = req.server.db;
  const ref = await assertConversation(db, req.user, courseId, studentId);
  const now = new Date();
  const mine = and(eq(directMessages.courseId, courseId), eq(directMessages.studentId, studentId));
  await db.transaction(async (tx) => {
    await tx
      .update(directMessages)
      .set({ readAt: now })
      .where(and(mine, eq(directMessages.recipientId, req.user.id), isNull(directMessages.readAt)));
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, req.user.id),
          eq(notifications.kind, 'MESSAGE'),
          eq(notifications.link, linkFor(ref, req.user.role !== 'ESTUDIANTE')),
          isNull(notifications.readAt),
        ),
      );
  });
  const rows = await db.select().from(directMessages).where(mine).orderBy(asc(directMessages.id)).limit(1000);
  const files = await filesOf(
    db,
    'messageId',
    rows.map((r) => r.id),
  );
  const unread = 0;
  return {
    conversation: {
      courseId,
      courseTitle: ref.course.title,
      student: ref.student,
      teacher: ref.teacher,
      lastMessageAt: rows.length ? rows[rows.length - 1].createdAt.toISOString() : null,
      unread,
    },
    messages: rows.map((m) => ({
      id: m.id,
      senderName: m.senderId === ref.student.id ? ref.student.name : m.senderId === ref.teacher.id ? ref.teacher.name : 'Usuario',
      mine: m.senderId === req.user.id,
      html: m.body,
      createdAt: m.createdAt.toISOString(),
      readAt: m.readAt ? m.readAt.toISOString() : null,
      files: (files.get(m.id) ?? []).map((f) => toConversationFile(req, f)),
    })),
  };
}

/** POST /messages/courses/{courseId}/students/{studentId} {body} (or multipart with one file): the other person is notified. */
export async function sendMessage(req: FastifyRequest, courseId: number, studentId: number): Promise<Conversation> {
  const db = req.server.db;
  const ref = await assertConversation(db, req.user, courseId, studentId);
  const { data, file } = await readInput(req, directMessageCreateSchema);
  const html = renderSafeHtml(data.body);
  const stored = await storeFile(req, `messages/${courseId}`, file);
  try {
    const { mailTo, notice } = await db.transaction(async (tx) => {
      const [m] = await tx
        .insert(directMessages)
        .values({ courseId, studentId, senderId: req.user.id, recipientId: ref.otherId, body: html })
        .returning();
      if (stored) await tx.insert(conversationFiles).values({ ...stored.row, messageId: m.id });
      const notice = {
        kind: 'MESSAGE' as const,
        title: `Mensaje de ${req.user.fullName}`,
        body: `${ref.course.title}: ${plainText(html, 200)}`,
        link: (staff: boolean) => linkFor(ref, staff),
      };
      return { mailTo: await notifyUsers(tx, [ref.otherId], notice), notice };
    });
    mailNotice(req.server, mailTo, notice);
  } catch (err) {
    await stored?.remove();
    throw err;
  }
  return getConversation(req, courseId, studentId);
}
