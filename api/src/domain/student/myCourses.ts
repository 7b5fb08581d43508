import type { FastifyRequest } from 'fastify';
import type { MyCourse, Page } from '@inpro/shared-contracts';
import { pageResult } from '../../lib/paging';
import { toMyCourse } from './mappers';
import * as repo from './repo';

/** GET /my/courses: every course the signed-in user is enrolled in (search is done by the screen). */
export async function listMyCourses(req: FastifyRequest): Promise<MyCourse[]> {
  return (await repo.myCourses(req.server.db, req.user.id)).map(toMyCourse);
}

/** GET /student/courses?page=0&size=5 */
export async function pageMyCourses(req: FastifyRequest, page: number, size: number): Promise<Page<MyCourse>> {
  const { rows, total } = await repo.myCoursesPage(req.server.db, req.user.id, { offset: page * size, limit: size });
  return pageResult(rows.map(toMyCourse), total, page, size);
}
