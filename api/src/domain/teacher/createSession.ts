import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  CLASSROOM_LINKS,
  formatLimaDateTime,
  limaInstant,
  type ClassSessionCreate,
  type TeacherClassSession,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { courseSessions } from '../../db/schema';
import { assertTeaches, enrolledUserIds } from '../../modules/classroom/access';
import { sessionLabel, toTeacherSession } from '../../modules/classroom/sessions';
import { notifyMany } from '../notifications/notify';

/** POST /teacher/sessions: schedules a class of a course the caller teaches; its students are notified. */
export async function createSession(req: FastifyRequest, body: ClassSessionCreate): Promise<TeacherClassSession> {
  const db = req.server.db;
  const course = await assertTeaches(db, req.user, body.courseId);
  const session = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courseSessions)
      .values({
        courseId: course.id,
        sessionDate: body.sessionDate,
        startTime: body.startTime,
        endTime: body.endTime,
        mode: body.mode,
        topic: body.topic,
        joinUrl: body.joinUrl,
        orderIdx: sql`(select coalesce(max(${courseSessions.orderIdx}) + 1, 0) from ${courseSessions} where ${eq(courseSessions.courseId, course.id)})`,
      })
      .returning();
    await audit(
      req,
      'CREATE',
      'class_session',
      row.id,
      { courseId: course.id, course: course.title, date: row.sessionDate, start: row.startTime },
      tx,
      sessionLabel(course, row),
    );
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'CLASS',
      title: `Nueva clase programada: ${course.title}`,
      body: [body.topic, formatLimaDateTime(limaInstant(body.sessionDate, body.startTime))].filter(Boolean).join(' · '),
      link: CLASSROOM_LINKS.studentClasses,
    });
    return row;
  });
  return toTeacherSession(db, { session, course }, new Date());
}
