import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { CLASSROOM_LINKS, addDaysToDate, formatLimaDateTime, limaDate, sessionInterval } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { courseSessions, courses, enrolments } from '../../db/schema';
import { notifyMany } from '../../domain/notifications/notify';

/** "Your class starts soon" is notified from this many minutes before the start. */
const CLASS_STARTING_MINUTES = 30;
/** The queue's job that looks for classes about to start (scheduled every minute). */
const CLASS_STARTING_JOB = 'class-start-notices';

interface Starting {
  sessionId: number;
  courseId: number;
  courseTitle: string;
  topic: string | null;
  start: Date;
}

/** Sessions (not cancelled, with a start time) starting within the next 30 minutes, not yet started. */
async function sessionsStartingSoon(db: Db, now: Date, userId?: number): Promise<Starting[]> {
  const today = limaDate(now);
  const where: SQL[] = [
    isNull(courseSessions.cancelledAt),
    inArray(courseSessions.sessionDate, [addDaysToDate(today, -1), today, addDaysToDate(today, 1)]),
  ];
  const base = db
    .select({ session: courseSessions, courseTitle: courses.title })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId));
  const rows = userId
    ? await base
        .innerJoin(enrolments, and(eq(enrolments.courseId, courseSessions.courseId), eq(enrolments.userId, userId)))
        .where(and(...where, eq(enrolments.status, 'ACTIVO')))
    : await base.where(and(...where));
  const t = now.getTime();
  const out: Starting[] = [];
  for (const { session, courseTitle } of rows) {
    const span = sessionInterval(session);
    if (!span || !session.startTime) continue;
    // Only before the start: "empieza pronto" read after the class began is wrong (and late).
    if (t < span.start.getTime() - CLASS_STARTING_MINUTES * 60_000 || t >= span.start.getTime()) continue;
    out.push({ sessionId: session.id, courseId: session.courseId, courseTitle, topic: session.topic, start: span.start });
  }
  return out;
}

function notice(s: Starting) {
  return {
    kind: 'CLASS' as const,
    title: `Tu clase empieza pronto: ${s.courseTitle}`,
    body: `${s.topic ? `${s.topic} · ` : ''}${formatLimaDateTime(s.start)}`,
    link: CLASSROOM_LINKS.studentClasses,
    // One per session and student, whichever process or request writes it first.
    dedupeKey: `class-start:${s.sessionId}`,
  };
}

/**
 * Writes the "class starting" notification of every enrolled (ACTIVO) student of each class
 * starting within 30 minutes. Run every minute by a scheduled job; the per-user dedupe key makes
 * repeated or concurrent runs (several processes) write each notice once. Returns the sessions seen.
 */
export async function notifyClassesStartingSoon(db: Db, now = new Date()): Promise<number> {
  const starting = await sessionsStartingSoon(db, now);
  for (const s of starting) {
    const students = await db
      .select({ userId: enrolments.userId })
      .from(enrolments)
      .where(and(eq(enrolments.courseId, s.courseId), eq(enrolments.status, 'ACTIVO')));
    await notifyMany(
      db,
      students.map((r) => r.userId),
      notice(s),
    );
  }
  return starting.length;
}

/**
 * The same for one user, when their bell is read: covers a server that was not running its
 * minute job (only before the class starts, like the job).
 */
export async function notifyClassesStarting(db: Db, userId: number, now = new Date()): Promise<void> {
  for (const s of await sessionsStartingSoon(db, now, userId)) await notifyMany(db, [userId], notice(s));
}

/** Registers the class-start job and its schedule: every minute, one run per minute across every process. */
export function registerClassStartNotices(app: FastifyInstance): void {
  app.jobs.work(CLASS_STARTING_JOB, () => notifyClassesStartingSoon(app.db));
  app.jobs.schedule(CLASS_STARTING_JOB, '* * * * *');
}
