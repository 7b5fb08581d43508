import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { oneOfIds } from '../../lib/search';
import { attendance, courseSessions, courses, resources, units, users, type CourseRow } from '../../db/schema';
import type { CourseSort, CourseWrite } from '@inpro/shared-contracts';

/** The schedule sessions of the row as a JSON array, in order (one query for a whole page of courses). */
const scheduleExpr = sql<SessionJson[]>`(select coalesce(json_agg(json_build_object(
    'id', s.id, 'sessionDate', s.session_date, 'startTime', s.start_time, 'endTime', s.end_time,
    'mode', s.mode, 'topic', s.topic, 'orderIdx', s.order_idx) order by s.order_idx, s.id), '[]'::json)
  from course_sessions s where s.course_id = "courses"."id" and s.cancelled_at is null)`;

const { searchText: _searchText, enrolledCount, ...courseColumns } = getTableColumns(courses);
// `students` is the enrolment count the trigger of migration 0010 keeps on the course.
const selection = { ...courseColumns, students: enrolledCount, schedule: scheduleExpr.as('schedule') };

interface SessionJson {
  id: number;
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
  mode: string;
  topic: string;
  orderIdx: number;
}

export type CourseWithCount = Omit<CourseRow, 'searchText'> & { students: number; schedule: SessionJson[] };

export interface CourseFilter {
  /** Only these courses (the catalogue index's matches for a search text); in the database, never a text match. */
  ids?: number[];
  area?: string;
  level?: string;
  type?: string;
  published?: boolean;
  teacherId?: number;
}

function where(f: CourseFilter): SQL | undefined {
  return and(
    f.published === undefined ? undefined : eq(courses.published, f.published),
    f.teacherId === undefined ? undefined : eq(courses.teacherId, f.teacherId),
    f.ids === undefined ? undefined : oneOfIds(courses.id, f.ids),
    f.area ? sql`inpro_fold(${courses.area}) = inpro_fold(${f.area})` : undefined,
    // Levels are stored canonical (Básico/Intermedio/Avanzado) and the query schema canonicalises them.
    f.level ? eq(courses.level, f.level) : undefined,
    f.type ? eq(courses.type, f.type) : undefined,
  );
}

const popularityRank = sql`case ${courses.popularity} when 'Alta' then 3 when 'Media' then 2 when 'Baja' then 1 else 0 end`;

function orderBy(sort: CourseSort | 'admin' | 'title'): SQL[] {
  switch (sort) {
    case 'popular':
      return [sql`${popularityRank} desc`, desc(courses.enrolledCount), desc(courses.rating), asc(courses.id)];
    case 'rating':
      return [desc(courses.rating), desc(courses.enrolledCount), asc(courses.id)];
    case 'hours':
      return [desc(courses.hours), asc(courses.id)];
    case 'price_asc':
      return [asc(courses.price), asc(courses.id)];
    case 'price_desc':
      return [desc(courses.price), asc(courses.id)];
    case 'title':
      return [asc(courses.title), asc(courses.id)];
    case 'admin':
    default:
      return [desc(courses.id)];
  }
}

export async function listCourses(
  db: Db,
  f: CourseFilter,
  opts: { sort: CourseSort | 'admin' | 'title'; limit?: number; offset?: number },
): Promise<CourseWithCount[]> {
  let q = db
    .select(selection)
    .from(courses)
    .where(where(f))
    .orderBy(...orderBy(opts.sort))
    .$dynamic();
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset) q = q.offset(opts.offset);
  return (await q) as CourseWithCount[];
}

/**
 * One page and the total number of matches. The page's ids and the total come from one narrow
 * query (window count over the matching rows' sort keys only); the page's rows, with their
 * schedules, are read for those ids alone. Past the end the total is counted apart.
 */
export async function pageCourses(
  db: Db,
  f: CourseFilter,
  opts: { sort: CourseSort | 'admin' | 'title'; limit: number; offset: number },
): Promise<{ rows: CourseWithCount[]; total: number }> {
  const ids = await db
    .select({ id: courses.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(courses)
    .where(where(f))
    .orderBy(...orderBy(opts.sort))
    .limit(opts.limit)
    .offset(opts.offset);
  if (!ids.length) return { rows: [], total: opts.offset > 0 ? await countCourses(db, f) : 0 };
  const found = (await db
    .select(selection)
    .from(courses)
    .where(
      inArray(
        courses.id,
        ids.map((r) => r.id),
      ),
    )) as CourseWithCount[];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.map((r) => byId.get(r.id)).filter((row): row is CourseWithCount => row !== undefined);
  return { rows, total: Number(ids[0].total) };
}

/** Courses after id `afterId` (published or not), in id order, at most `limit`: what the catalogue index is built from (catalogueIndex/). */
export async function coursesAfter(db: Db, afterId: number, limit: number): Promise<CourseWithCount[]> {
  return (await db
    .select(selection)
    .from(courses)
    .where(sql`${courses.id} > ${afterId}`)
    .orderBy(asc(courses.id))
    .limit(limit)) as CourseWithCount[];
}

async function countCourses(db: Db, f: CourseFilter): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(courses).where(where(f));
  return Number(n);
}

/** Another course (not exceptId) with this code, compared trimmed and without case (index courses_code_idx). */
export async function courseWithCode(db: Db, code: string, exceptId?: number): Promise<{ id: number; title: string } | null> {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(sql`upper(btrim(${courses.code})) = ${code.trim().toUpperCase()}`, exceptId ? sql`${courses.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row ?? null;
}

export async function findCourse(db: Db, id: number): Promise<CourseWithCount | undefined> {
  const [row] = await db.select(selection).from(courses).where(eq(courses.id, id)).limit(1);
  return row as CourseWithCount | undefined;
}

export async function publishedAreas(db: Db): Promise<string[]> {
  const list = await db
    .selectDistinct({ area: courses.area })
    .from(courses)
    .where(and(eq(courses.published, true), sql`${courses.area} <> ''`));
  // Spanish order (accents and case do not move a name), whatever the database collation.
  return list.map((r) => r.area).sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
}

/** The teacher exists, is active and may teach (DOCENTE, ADMIN or super admin). */
export async function isValidTeacher(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.active, true), inArray(users.role, ['DOCENTE', 'ADMIN', 'SUPER_ADMIN', 'SUPERADMIN'])))
    .limit(1);
  return !!row;
}

function columns(c: CourseWrite, slug: string) {
  return {
    code: c.code,
    title: c.title,
    slug,
    description: c.description,
    teacherId: c.teacherId,
    published: c.published,
    area: c.area,
    type: c.type,
    level: c.level,
    popularity: c.popularity,
    teacherVisible: c.teacherVisible,
    hours: c.hours,
    rating: c.rating,
    price: c.price,
    image: c.image,
    syllabus: c.syllabus,
    requirements: c.requirements,
    teachers: c.teachers,
    startDate: c.startDate,
    endDate: c.endDate,
    installmentDates: c.installmentDates,
  };
}

export const SESSION_NOT_IN_COURSE = 'Una de las sesiones del horario no pertenece a este curso.';

/**
 * The schedule becomes the course's class sessions, kept by id: a session sent with its id is
 * updated in place (its attendance, join link and window stay), one without id is added, and one
 * no longer sent is deleted, unless attendance was already taken for it: then it is cancelled
 * (cancelled_at), so the marks are kept. Answers false when an id belongs to another course. A
 * request without a schedule leaves the sessions as they are.
 */
async function writeSessions(db: Db, courseId: number, c: CourseWrite): Promise<boolean> {
  // No schedule in the request: the course keeps its sessions as they are.
  const schedule = c.schedule;
  if (schedule === undefined) return true;
  const existing = await db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(and(eq(courseSessions.courseId, courseId), isNull(courseSessions.cancelledAt)));
  const known = new Set(existing.map((r) => r.id));
  if (schedule.some((s) => s.id !== undefined && !known.has(s.id))) return false;
  const now = new Date();
  const fields = (s: (typeof schedule)[number]) => ({
    sessionDate: s.sessionDate,
    startTime: s.startTime,
    endTime: s.endTime,
    mode: s.mode,
    topic: s.topic,
    orderIdx: s.orderIdx ?? 0,
  });
  const kept = new Set<number>();
  for (const s of schedule) {
    if (s.id === undefined) continue;
    kept.add(s.id);
    await db
      .update(courseSessions)
      .set({ ...fields(s), updatedAt: now })
      .where(and(eq(courseSessions.id, s.id), eq(courseSessions.courseId, courseId)));
  }
  const added = schedule.filter((s) => s.id === undefined);
  if (added.length) await db.insert(courseSessions).values(added.map((s) => ({ courseId, ...fields(s) })));
  const dropped = [...known].filter((id) => !kept.has(id));
  if (dropped.length) {
    const marked = await db.selectDistinct({ id: attendance.sessionId }).from(attendance).where(inArray(attendance.sessionId, dropped));
    const withMarks = new Set(marked.map((r) => r.id));
    const cancel = dropped.filter((id) => withMarks.has(id));
    const remove = dropped.filter((id) => !withMarks.has(id));
    if (cancel.length) await db.update(courseSessions).set({ cancelledAt: now, updatedAt: now }).where(inArray(courseSessions.id, cancel));
    if (remove.length) await db.delete(courseSessions).where(inArray(courseSessions.id, remove));
  }
  return true;
}

/** Inserts the course and its sessions; null when the schedule names sessions of another course. */
export async function insertCourse(db: Db, c: CourseWrite, slug: string): Promise<number | null> {
  const [row] = await db.insert(courses).values(columns(c, slug)).returning({ id: courses.id });
  return (await writeSessions(db, row.id, c)) ? row.id : null;
}

/** 'missing' when there is no such course, 'foreign-session' when the schedule names another course's session. */
export async function updateCourse(db: Db, id: number, c: CourseWrite, slug: string): Promise<'ok' | 'missing' | 'foreign-session'> {
  const rows = await db
    .update(courses)
    .set({ ...columns(c, slug), updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  if (!rows.length) return 'missing';
  return (await writeSessions(db, id, c)) ? 'ok' : 'foreign-session';
}

/** Deletes the course (units, resources, sessions and enrolments cascade); answers the storage keys of its files. */
export async function deleteCourse(db: Db, id: number): Promise<string[] | null> {
  const files = await db
    .select({ key: resources.storageKey })
    .from(resources)
    .innerJoin(units, eq(units.id, resources.unitId))
    .where(eq(units.courseId, id));
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  if (!rows.length) return null;
  return files.map((f) => f.key).filter((k): k is string => !!k);
}
