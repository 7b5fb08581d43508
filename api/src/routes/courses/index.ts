import type { FastifyInstance } from 'fastify';
import { changesCatalogue } from '../../plugins/publicCache';
import { listAreasRoute } from './areas';
import { archiveCourseRoute } from './archive';
import { createCourseRoute } from './create';
import { deleteCourseRoute } from './delete';
import { filterCoursesRoute } from './filter';
import { getCourseRoute } from './get';
import { listCoursesRoute } from './list';
import { updateCourseRoute } from './update';

/**
 * /api/courses/*: the public catalogue (list, filter, areas, one course) and its writes (ADMIN). The participants
 * of a course are under modules/enrolments, the teacher's list in routes/teacher/courses, the administrator's
 * reads in routes/admin/courses, the home page's list in routes/data.
 */
export async function coursesRoutes(app: FastifyInstance): Promise<void> {
  // Its writes may change what the catalogue shows: the public cache is emptied when one did (plugins/publicCache.ts).
  changesCatalogue(app);
  listCoursesRoute(app);
  filterCoursesRoute(app);
  listAreasRoute(app);
  getCourseRoute(app);
  createCourseRoute(app);
  updateCourseRoute(app);
  deleteCourseRoute(app);
  archiveCourseRoute(app);
}
