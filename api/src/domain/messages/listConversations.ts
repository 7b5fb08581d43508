import type { FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConversationList } from '@inpro/shared-contracts';
import { courses, directMessages, enrolments, users } from '../../db/schema';

/**
 * GET /messages/conversations: a student's conversation with the teacher of each of their courses;
 * a teacher's with each student of their courses. The latest first; unread counts messages to the caller.
 */
export async function listConversations(req: FastifyRequest): Promise<ConversationList> {
  const db = req.server.db;
  const me = req.user;
  if (me.role !== 'ESTUDIANTE' && me.role !== 'DOCENTE') return { items: [], unreadCount: 0 };
  const student = alias(users, 'student');
  const teacher = alias(users, 'teacher');
  const last = sql<Date | null>`(select max(m.created_at) from ${directMessages} m where m.course_id = ${courses.id} and m.student_id = ${enrolments.userId})`;
  const unread = sql<number>`(select count(*)::int from ${directMessages} m where m.course_id = ${courses.id} and m.student_id = ${enrolments.userId} and m.recipient_id = ${me.id} and m.read_at is null)`;
  const rows = await db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      studentId: student.id,
      studentName: student.fullName,
      teacherId: teacher.id,
      teacherName: teacher.fullName,
      last,
      unread,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(student, eq(student.id, enrolments.userId))
    .innerJoin(teacher, eq(teacher.id, courses.teacherId))
    .where(me.role === 'ESTUDIANTE' ? eq(enrolments.userId, me.id) : and(eq(courses.teacherId, me.id)))
    .orderBy(sql`${last} desc nulls last`, desc(courses.id), student.fullName)
    .limit(500);
  const items = rows.map((r) => ({
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    student: { id: r.studentId, name: r.studentName },
    teacher: { id: r.teacherId, name: r.teacherName },
    lastMessageAt: r.last ? new Date(r.last).toISOString() : null,
    unread: Number(r.unread),
  }));
  return { items, unreadCount: items.reduce((n, i) => n + i.unread, 0) };
}
