import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorBodySchema,
  superadminCoursesPageSchema,
  superadminCoursesQuerySchema,
  type Page,
  type SuperadminCourse,
  type SuperadminCoursesQuery,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { pageResult } from '../../../lib/paging';
import { listCourseFigures, type CourseFiguresRow } from '../../../domain/courses/courseFigures';

function toSuperadminCourse(r: CourseFiguresRow): SuperadminCourse {
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

/** GET /superadmin/courses: every course (drafts too) with enrolled, revenue and published, in title order. */
async function listCourses(req: FastifyRequest, q: SuperadminCoursesQuery): Promise<Page<SuperadminCourse>> {
  const db = req.server.db;
  // The search text is matched by the catalogue index (courses/catalogueIndex), the figures by the database.
  const ids = (await req.server.catalogueIndex.matchingIds(q.q, { published: q.published })) ?? undefined;
  const f = { ids, published: q.published };
  const rows = await listCourseFigures(db, f, q.size, q.page * q.size);
  const total = rows[0]?.total ?? (q.page > 0 ? ((await listCourseFigures(db, f, 1, 0))[0]?.total ?? 0) : 0);
  return pageResult(rows.map(toSuperadminCourse), Number(total), q.page, q.size);
}

/** GET /api/superadmin/courses: every course with its figures, paged. */
export function listCoursesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/courses',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Every course with its figures (active enrolments, money collected, published), paged (q, published)',
        querystring: superadminCoursesQuerySchema,
        response: { 200: superadminCoursesPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => listCourses(req, req.query),
  );
}
