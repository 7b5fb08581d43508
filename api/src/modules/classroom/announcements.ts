import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Announcement } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { announcements, courses, enrolments, users } from '../../db/schema';

const columns = {
  a: announcements,
  course: { id: courses.id, title: courses.title, code: courses.code, teacherId: courses.teacherId },
  author: users.fullName,
};

export type AnnouncementWithRefs = {
  a: typeof announcements.$inferSelect;
  course: { id: number; title: string; code: string; teacherId: number };
  author: string | null;
};

export async function findAnnouncements(db: Db, where: Array<SQL | undefined>, limit: number): Promise<AnnouncementWithRefs[]> {
  return db
    .select(columns)
    .from(announcements)
    .innerJoin(courses, eq(courses.id, announcements.courseId))
    .leftJoin(users, eq(users.id, announcements.authorId))
    .where(and(...where))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
}

/** Announcements of the courses a student is enrolled in. */
export function ofStudent(userId: number): SQL {
  return sql`${announcements.courseId} in (select ${enrolments.courseId} from ${enrolments} where ${enrolments.userId} = ${userId})`;
}

export function toAnnouncement(r: AnnouncementWithRefs): Announcement {
  return {
    id: r.a.id,
    courseId: r.course.id,
    courseTitle: r.course.title,
    courseCode: r.course.code,
    title: r.a.title,
    body: r.a.body,
    author: r.author,
    createdAt: r.a.createdAt.toISOString(),
  };
}
