import type { FastifyRequest } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ForumCourseBrief } from '@inpro/shared-contracts';
import { isAdminLike } from '../../auth/guards';
import { courses, enrolments, forumThreads } from '../../db/schema';

/** GET /forums/courses: the forums the caller takes part in (a student's courses, a teacher's), with thread counts. */
export async function listForumCourses(req: FastifyRequest): Promise<ForumCourseBrief[]> {
  const db = req.server.db;
  const me = req.user;
  const threads = sql<number>`(select count(*)::int from ${forumThreads} t where t.course_id = ${courses.id})`;
  const last = sql<Date | null>`(select max(t.last_post_at) from ${forumThreads} t where t.course_id = ${courses.id})`;
  const columns = { id: courses.id, title: courses.title, threads, last };
  const rows =
    me.role === 'ESTUDIANTE'
      ? await db
          .select(columns)
          .from(enrolments)
          .innerJoin(courses, eq(courses.id, enrolments.courseId))
          .where(and(eq(enrolments.userId, me.id), eq(enrolments.status, 'ACTIVO')))
          .orderBy(asc(courses.title))
      : await db
          .select(columns)
          .from(courses)
          .where(isAdminLike(me.role) ? undefined : eq(courses.teacherId, me.id))
          .orderBy(asc(courses.title))
          .limit(500);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    threads: Number(r.threads),
    lastPostAt: r.last ? new Date(r.last).toISOString() : null,
  }));
}
