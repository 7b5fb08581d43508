import type { FastifyRequest } from 'fastify';
import type { Page, SuperadminCourse, SuperadminCoursesQuery } from '@inpro/shared-contracts';
import { pageResult } from '../../../lib/paging';
import { listCourseFigures, type CourseFiguresRow } from './repo';

export function toSuperadminCourse(r: CourseFiguresRow): SuperadminCourse {
  return {
    id: r.id,
    title: r.title,
    code: r.code,
    type: r.type,
    area: r.area,
    teacherVisible: r.teacher_visible,
    price: Number(r.price),
    published: r.published,
    enrolled: Number(r.enrolled),
    revenue: Number(r.revenue),
  };
}

/** GET /superadmin/courses: every course (drafts too) with enrolled, revenue and published. */
export async function listCourses(req: FastifyRequest, q: SuperadminCoursesQuery): Promise<Page<SuperadminCourse>> {
  const db = req.server.db;
  const rows = await listCourseFigures(db, q, q.size, q.page * q.size);
  const total = rows[0]?.total ?? (q.page > 0 ? ((await listCourseFigures(db, q, 1, 0))[0]?.total ?? 0) : 0);
  return pageResult(rows.map(toSuperadminCourse), Number(total), q.page, q.size);
}
