import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, isNull, isNotNull } from 'drizzle-orm';
import { CALENDAR_FEED_NOT_FOUND } from '@inpro/shared-contracts';
import { courseSessions, courses, enrolments, evaluations } from '../../db/schema';
import { notFound } from '../../errors';
import { buildCalendar } from './calendarEvents';
import { findFeedByToken } from './calendarLinkRepo';

/**
 * GET /records/calendar/{token}.ics: the feed of the account that owns this secret, without a session
 * (calendar apps poll it). It holds the live classes and evaluation deadlines of the courses the
 * student follows (active enrolments); a revoked or unknown secret is not found.
 */
export async function sendCalendarFeed(req: FastifyRequest, reply: FastifyReply, token: string): Promise<FastifyReply> {
  const db = req.server.db;
  const feed = await findFeedByToken(db, token);
  if (!feed) throw notFound(CALENDAR_FEED_NOT_FOUND);
  const active = and(eq(enrolments.userId, feed.userId), eq(enrolments.status, 'ACTIVO'));
  const [sessions, deadlines] = await Promise.all([
    db
      .select({
        id: courseSessions.id,
        courseTitle: courses.title,
        topic: courseSessions.topic,
        date: courseSessions.sessionDate,
        startTime: courseSessions.startTime,
        endTime: courseSessions.endTime,
        mode: courseSessions.mode,
        joinUrl: courseSessions.joinUrl,
      })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .innerJoin(enrolments, eq(enrolments.courseId, courses.id))
      .where(and(active, isNull(courseSessions.cancelledAt), isNotNull(courseSessions.sessionDate)))
      .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.startTime)),
    db
      .select({
        id: evaluations.id,
        courseTitle: courses.title,
        title: evaluations.title,
        type: evaluations.type,
        dueAt: evaluations.dueAt,
      })
      .from(evaluations)
      .innerJoin(courses, eq(courses.id, evaluations.courseId))
      .innerJoin(enrolments, eq(enrolments.courseId, courses.id))
      .where(active)
      .orderBy(asc(evaluations.dueAt)),
  ]);
  const text = buildCalendar({
    name: 'INPRO — Mis clases y entregas',
    sessions: sessions.map((s) => ({ ...s, date: s.date as string })),
    deadlines,
  });
  // The address is the credential: no shared cache may keep the answer.
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', 'inline; filename="inpro.ics"')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(text);
}
