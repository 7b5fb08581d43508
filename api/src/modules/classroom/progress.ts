import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { isSessionHeld, progressPercent, type CourseProgress } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { attendance, courseSessions, courses, enrolments, resourceViews, resources, units } from '../../db/schema';

/**
 * THE progress of a student in their courses (every area shows this number):
 * (sessions attended PRESENTE + resources opened) / (sessions held so far + resources of the course).
 * Cancelled sessions count for nothing. `courseIds` null = every course the student is enrolled in.
 */
export async function coursesProgress(db: Db, userId: number, courseIds: number[] | null, now = new Date()): Promise<CourseProgress[]> {
  const mine = await db
    .select({ id: courses.id, title: courses.title, code: courses.code })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, userId), courseIds ? inArray(courses.id, courseIds.length ? courseIds : [0]) : undefined))
    .orderBy(asc(courses.title), asc(courses.id));
  if (!mine.length) return [];
  const ids = mine.map((c) => c.id);

  const [sessions, present, resourceCounts, openedCounts] = await Promise.all([
    db
      .select({
        id: courseSessions.id,
        courseId: courseSessions.courseId,
        sessionDate: courseSessions.sessionDate,
        startTime: courseSessions.startTime,
        endTime: courseSessions.endTime,
      })
      .from(courseSessions)
      .where(and(inArray(courseSessions.courseId, ids), isNull(courseSessions.cancelledAt))),
    db
      .select({ courseId: courseSessions.courseId, n: count() })
      .from(attendance)
      .innerJoin(courseSessions, eq(courseSessions.id, attendance.sessionId))
      .where(
        and(
          eq(attendance.userId, userId),
          eq(attendance.status, 'PRESENTE'),
          inArray(courseSessions.courseId, ids),
          isNull(courseSessions.cancelledAt),
        ),
      )
      .groupBy(courseSessions.courseId),
    db
      .select({ courseId: units.courseId, n: count() })
      .from(resources)
      .innerJoin(units, eq(units.id, resources.unitId))
      .where(inArray(units.courseId, ids))
      .groupBy(units.courseId),
    db
      .select({ courseId: units.courseId, n: count() })
      .from(resourceViews)
      .innerJoin(resources, eq(resources.id, resourceViews.resourceId))
      .innerJoin(units, eq(units.id, resources.unitId))
      .where(and(eq(resourceViews.userId, userId), inArray(units.courseId, ids)))
      .groupBy(units.courseId),
  ]);

  const byCourse = (rows: Array<{ courseId: number; n: number }>) => new Map(rows.map((r) => [r.courseId, Number(r.n)]));
  const attended = byCourse(present);
  const resourceTotals = byCourse(resourceCounts);
  const opened = byCourse(openedCounts);
  return mine.map((c) => {
    const own = sessions.filter((s) => s.courseId === c.id);
    const held = own.filter((s) => isSessionHeld(s, now)).length;
    const counts = {
      attended: Math.min(attended.get(c.id) ?? 0, held),
      opened: opened.get(c.id) ?? 0,
      held,
      resources: resourceTotals.get(c.id) ?? 0,
    };
    return { courseId: c.id, title: c.title, code: c.code, ...counts, sessionsTotal: own.length, percent: progressPercent(counts) };
  });
}
