import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CLASSROOM_LINKS, addDaysToDate, formatLimaDateTime, limaDate, sessionInterval } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { courseSessions, courses, enrolments } from '../../db/schema';
import { notifyMany } from '../notifications/notify';

/** "Your class starts soon" is notified from this many minutes before the start. */
export const CLASS_STARTING_MINUTES = 30;

/**
 * Writes, once per session and student, the "class starting" notification of the user's classes
 * that start within 30 minutes (or are live). Called when the bell is read, so no scheduler is needed.
 */
export async function notifyClassesStarting(db: Db, userId: number, now = new Date()): Promise<void> {
  const today = limaDate(now);
  const rows = await db
    .select({ session: courseSessions, courseTitle: courses.title })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .innerJoin(enrolments, and(eq(enrolments.courseId, courseSessions.courseId), eq(enrolments.userId, userId)))
    .where(
      and(
        isNull(courseSessions.cancelledAt),
        eq(enrolments.status, 'ACTIVO'),
        inArray(courseSessions.sessionDate, [addDaysToDate(today, -1), today, addDaysToDate(today, 1)]),
      ),
    );
  for (const { session, courseTitle } of rows) {
    const span = sessionInterval(session);
    if (!span || !session.startTime) continue;
    const t = now.getTime();
    if (t < span.start.getTime() - CLASS_STARTING_MINUTES * 60_000 || t >= span.end.getTime()) continue;
    await notifyMany(db, [userId], {
      kind: 'CLASS',
      title: `Tu clase empieza pronto: ${courseTitle}`,
      body: `${session.topic ? `${session.topic} · ` : ''}${formatLimaDateTime(span.start)}`,
      link: CLASSROOM_LINKS.studentClasses,
      dedupeKey: `class-start:${session.id}`,
    });
  }
}
