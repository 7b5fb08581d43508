import type { FastifyRequest } from 'fastify';
import {
  COURSE_ARCHIVED_CANNOT_PUBLISH,
  COURSE_HAS_RECORDS,
  COURSE_NOT_FOUND,
  COURSE_TEACHER_NOT_FOUND,
  courseCodeTakenMessage,
  slugify,
  type Course,
  type CoursePage,
  type CoursesFilterQuery,
  type CourseWrite,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { currentUser, isAdminLike } from '../../auth/guards';
import type { Db } from '../../db';
import { badRequest, conflict, notFound } from '../../errors';
import { pageResult } from '../../lib/paging';
import { courseImpact } from './archive';
import type { CourseScope } from '../catalogue/model';
import * as repo from './repo';
import { withOwnTeacherProfile } from './teacherProfile';

/** Most courses GET /courses and /data/cursos.json answer (the catalogue pages on the server). */
const PUBLIC_LIST_LIMIT = 1000;

export function toCourse(row: repo.CourseWithCount): Course {
  const sessions = row.schedule ?? [];
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    slug: row.slug || slugify(row.title),
    description: row.description,
    teacherId: row.teacherId,
    published: row.published,
    area: row.area,
    type: row.type,
    level: row.level,
    popularity: row.popularity,
    teacherVisible: row.teacherVisible ?? '',
    hours: row.hours,
    students: Number(row.students ?? 0),
    rating: Number(row.rating),
    price: Number(row.price),
    image: row.image,
    syllabus: row.syllabus ?? [],
    requirements: row.requirements ?? [],
    teachers: row.teachers ?? [],
    startDate: row.startDate,
    endDate: row.endDate,
    schedule: sessions.map((s) => ({
      id: s.id,
      sessionDate: s.sessionDate,
      startTime: s.startTime,
      endTime: s.endTime,
      mode: s.mode,
      topic: s.topic,
      orderIdx: s.orderIdx,
    })),
    installmentDates: row.installmentDates ?? [],
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getCourse(db: Db, id: number): Promise<Course | null> {
  const row = await repo.findCourse(db, id);
  return row ? toCourse(row) : null;
}

/** Published courses in the catalogue's popular order, at most `limit` (no search text: the database's own order). */
async function publishedInOrder(db: Db, limit: number): Promise<Course[]> {
  const rows = await repo.listCourses(db, { published: true }, { sort: 'popular', limit });
  return rows.map(toCourse);
}

/** Published courses in the catalogue's order, matching `q` when given: answered by the catalogue index (catalogueIndex/). */
export async function listPublished(req: FastifyRequest, q?: string): Promise<Course[]> {
  return (await req.server.catalogueIndex.page({ q, sort: 'popular', offset: 0, limit: PUBLIC_LIST_LIMIT })).rows;
}

/** The first `count` courses of listPublished, in its order (the home page's featured courses). */
export async function listFeatured(db: Db, count: number): Promise<Course[]> {
  return publishedInOrder(db, count);
}

/** A catalogue page: search, filters, sort, page and total, answered by the catalogue index (catalogueIndex/). */
export async function filter(req: FastifyRequest, query: CoursesFilterQuery): Promise<CoursePage> {
  const { q, area, level, type, modality, sort } = query;
  const page = await req.server.catalogueIndex.page({
    q,
    area,
    level,
    type,
    modality,
    sort,
    offset: query.page * query.size,
    limit: query.size,
  });
  return pageResult(page.rows, page.total, query.page, query.size);
}

/**
 * The ids a signed-in list is limited to: the catalogue index's matches for `q` within `scope`, or
 * undefined when `q` has nothing to search (the whole list).
 */
async function searchIds(req: FastifyRequest, q: string | undefined, scope: CourseScope): Promise<number[] | undefined> {
  return (await req.server.catalogueIndex.matchingIds(q, scope)) ?? undefined;
}

export function areas(req: FastifyRequest): Promise<string[]> {
  return repo.publishedAreas(req.server.db);
}

/**
 * A published course for anyone; a draft only for an administrator or its assigned teacher. Its own
 * teacher's name, specialty and bio come from that teacher's profile.
 */
export async function getVisible(req: FastifyRequest, id: number): Promise<Course> {
  const course = await getCourse(req.server.db, id);
  const user = currentUser(req);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if (!course.published && !(user && (isAdminLike(user.role) || user.id === course.teacherId))) throw notFound(COURSE_NOT_FOUND);
  return withOwnTeacherProfile(req.server.db, course);
}

export async function getForAdmin(req: FastifyRequest, id: number): Promise<Course> {
  const course = await getCourse(req.server.db, id);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

export async function adminList(req: FastifyRequest, query: { q?: string; published?: boolean }): Promise<Course[]> {
  const ids = await searchIds(req, query.q, { published: query.published });
  const rows = await repo.listCourses(req.server.db, { ids, published: query.published }, { sort: 'admin' });
  return rows.map(toCourse);
}

/** One page of /admin/cursos: the matches of `q` (title, code, area, type, teacher), drafts included. */
export async function adminPage(
  req: FastifyRequest,
  query: { q?: string; published?: boolean; page: number; size: number },
): Promise<CoursePage> {
  const f = { ids: await searchIds(req, query.q, { published: query.published }), published: query.published };
  const { rows, total } = await repo.pageCourses(req.server.db, f, { sort: 'admin', limit: query.size, offset: query.page * query.size });
  return pageResult(rows.map(toCourse), total, query.page, query.size);
}

/** Courses of the signed-in teacher (an administrator sees every course). */
export async function teacherList(req: FastifyRequest, query: { q?: string; page: number; size: number }): Promise<CoursePage> {
  const db = req.server.db;
  const teacherId = isAdminLike(req.user.role) ? undefined : req.user.id;
  const f = { ids: await searchIds(req, query.q, { teacherId }), teacherId };
  const { rows, total } = await repo.pageCourses(db, f, { sort: 'title', limit: query.size, offset: query.page * query.size });
  return pageResult(rows.map(toCourse), total, query.page, query.size);
}

async function assertTeacher(db: Db, teacherId: number): Promise<void> {
  if (!(await repo.isValidTeacher(db, teacherId))) throw badRequest(COURSE_TEACHER_NOT_FOUND, { teacherId: COURSE_TEACHER_NOT_FOUND });
}

/** Course codes are unique: a clash names the course that has the code. */
async function assertCodeFree(db: Db, code: string, exceptId?: number): Promise<void> {
  const other = await repo.courseWithCode(db, code, exceptId);
  if (!other) return;
  const message = courseCodeTakenMessage(code, other.title);
  throw conflict(message, { code: message });
}

export async function create(req: FastifyRequest, body: CourseWrite): Promise<Course> {
  const db = req.server.db;
  await assertTeacher(db, body.teacherId);
  await assertCodeFree(db, body.code);
  const id = await db.transaction(async (tx) => {
    const newId = await repo.insertCourse(tx, body, slugify(body.title));
    if (newId === null) throw badRequest(repo.SESSION_NOT_IN_COURSE, { schedule: repo.SESSION_NOT_IN_COURSE });
    await audit(
      req,
      {
        action: 'CREATE',
        entity: 'course',
        entityId: newId,
        label: body.title,
        details: { title: body.title, code: body.code, published: body.published },
      },
      tx,
    );
    return newId;
  });
  return (await getCourse(db, id)) as Course;
}

export async function update(req: FastifyRequest, id: number, body: CourseWrite): Promise<Course> {
  const db = req.server.db;
  const current = await repo.findCourse(db, id);
  if (!current) throw notFound(COURSE_NOT_FOUND);
  if (current.archivedAt && body.published) throw conflict(COURSE_ARCHIVED_CANNOT_PUBLISH, { published: COURSE_ARCHIVED_CANNOT_PUBLISH });
  await assertTeacher(db, body.teacherId);
  await assertCodeFree(db, body.code, id);
  await db.transaction(async (tx) => {
    const result = await repo.updateCourse(tx, id, body, slugify(body.title));
    if (result === 'missing') throw notFound(COURSE_NOT_FOUND);
    if (result === 'foreign-session') throw badRequest(repo.SESSION_NOT_IN_COURSE, { schedule: repo.SESSION_NOT_IN_COURSE });
    await audit(
      req,
      {
        action: 'UPDATE',
        entity: 'course',
        entityId: id,
        label: body.title,
        details: { title: body.title, code: body.code, published: body.published },
      },
      tx,
    );
  });
  return (await getCourse(db, id)) as Course;
}

/** Deletes a course that nobody has enrolled in, bought or been certified for; any other is archived instead (archive.ts). */
export async function remove(req: FastifyRequest, id: number): Promise<void> {
  const db = req.server.db;
  const course = await repo.findCourse(db, id);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if ((await courseImpact(db, id)).mustArchive) throw conflict(COURSE_HAS_RECORDS);
  const files = await db.transaction(async (tx) => {
    const keys = await repo.deleteCourse(tx, id);
    if (keys === null) throw notFound(COURSE_NOT_FOUND);
    await audit(
      req,
      { action: 'DELETE', entity: 'course', entityId: id, label: course.title, details: { title: course.title, code: course.code } },
      tx,
    );
    return keys;
  });
  // Files go after the commit: a failed delete never loses the files of a course that still exists.
  await Promise.all(files.map((key) => req.server.storage.delete(key).catch((err) => req.log.warn({ err, key }, 'could not delete file'))));
}
