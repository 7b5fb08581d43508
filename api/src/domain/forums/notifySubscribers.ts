import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db';
import { forumSubscriptions, users, type NotificationKind } from '../../db/schema';
import { sendMail } from '../../mail';
import { getSettings } from '../../domain/settings/store';
import { notifyMany } from '../notifications/notify';

export interface ConversationNotice {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The bell's link for students and for staff (their areas differ). */
  link: (isStaff: boolean) => string;
}

async function recipients(db: Db, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ id: users.id, email: users.email, role: users.role, active: users.active })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** The bell of each user, inside the transaction of the change; returns who to e-mail after it. */
export async function notifyUsers(db: Db, userIds: number[], notice: ConversationNotice) {
  const people = (await recipients(db, userIds)).filter((p) => p.active);
  const staff = people.filter((p) => p.role !== 'ESTUDIANTE');
  const students = people.filter((p) => p.role === 'ESTUDIANTE');
  const base = { kind: notice.kind, title: notice.title, body: notice.body };
  await notifyMany(
    db,
    students.map((p) => p.id),
    { ...base, link: notice.link(false) },
  );
  await notifyMany(
    db,
    staff.map((p) => p.id),
    { ...base, link: notice.link(true) },
  );
  return people.map((p) => ({ email: p.email, link: notice.link(p.role !== 'ESTUDIANTE') }));
}

/** The subscribers of a thread but `exceptUserId` (the one who wrote). */
export async function subscriberIds(db: Db, threadId: number, exceptUserId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: forumSubscriptions.userId })
    .from(forumSubscriptions)
    .where(and(eq(forumSubscriptions.threadId, threadId), ne(forumSubscriptions.userId, exceptUserId)));
  return rows.map((r) => r.userId);
}

/**
 * E-mails the notice when the notification settings allow it (sent after the answer, one message
 * per recipient so no one sees the others' addresses); a failure is only logged.
 */
export function mailNotice(app: FastifyInstance, to: { email: string; link: string }[], notice: ConversationNotice): void {
  if (!to.length) return;
  void (async () => {
    if (!(await getSettings(app, 'notifications')).emailEnabled) return;
    for (const r of to) {
      const text = [
        notice.title,
        '',
        notice.body,
        '',
        `Ábrelo en INPRO: ${r.link}`,
        '',
        'INPRO – Instituto Nacional de Profesionalización',
      ].join('\n');
      await sendMail(app, { to: r.email, subject: `INPRO: ${notice.title}`, text });
    }
  })().catch((err: unknown) => app.log.warn({ err }, 'forum or message e-mail could not be sent'));
}
