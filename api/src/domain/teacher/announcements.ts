import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ANNOUNCEMENT_NOT_FOUND, CLASSROOM_LINKS, type Announcement } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { announcements } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { NOT_YOUR_COURSE, assertTeaches, enrolledUserIds, taughtBy, teaches } from '../../modules/classroom/access';
import { findAnnouncements, toAnnouncement } from '../../modules/classroom/announcements';
import { notifyMany } from '../notifications/notify';

/** GET /teacher/announcements?courseId=&limit= */
export async function listTeacherAnnouncements(req: FastifyRequest, courseId: number | undefined, limit: number): Promise<Announcement[]> {
  const db = req.server.db;
  if (courseId) await assertTeaches(db, req.user, courseId);
  const rows = await findAnnouncements(db, [taughtBy(req.user), courseId ? eq(announcements.courseId, courseId) : undefined], limit);
  return rows.map(toAnnouncement);
}

/** POST /teacher/announcements: a short announcement to a course; its students are notified. */
export async function createAnnouncement(
  req: FastifyRequest,
  body: { courseId: number; title: string; body: string },
): Promise<Announcement> {
  const db = req.server.db;
  const course = await assertTeaches(db, req.user, body.courseId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ courseId: course.id, authorId: req.user.id, title: body.title, body: body.body })
      .returning({ id: announcements.id });
    await audit(req, 'CREATE', 'announcement', row.id, { courseId: course.id, title: body.title }, tx, `${body.title} · ${course.title}`);
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'ANNOUNCEMENT',
      title: `Anuncio de ${course.title}`,
      body: body.body ? `${body.title} — ${body.body}` : body.title,
      link: CLASSROOM_LINKS.studentHome,
    });
    return row.id;
  });
  const [row] = await findAnnouncements(db, [eq(announcements.id, id)], 1);
  return toAnnouncement(row);
}

/** DELETE /teacher/announcements/{announcementId} */
export async function deleteAnnouncement(req: FastifyRequest, id: number): Promise<void> {
  const db = req.server.db;
  const [row] = await findAnnouncements(db, [eq(announcements.id, id)], 1);
  if (!row) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  if (!teaches(req.user, row.course)) throw forbidden(NOT_YOUR_COURSE);
  await db.transaction(async (tx) => {
    await tx.delete(announcements).where(eq(announcements.id, id));
    await audit(
      req,
      'DELETE',
      'announcement',
      id,
      { courseId: row.course.id, title: row.a.title },
      tx,
      `${row.a.title} · ${row.course.title}`,
    );
  });
}
