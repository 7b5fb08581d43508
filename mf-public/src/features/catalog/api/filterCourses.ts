import type { HttpClient } from '@inpro/shared-contracts';
import { normalizeCourse, type Course } from '../../course';
import { toPage, type Page } from '../model/page';

/** GET /courses/filter: server-side search, filters, sort and paging of published courses. */
export async function filterCourses(
  http: HttpClient,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<Page<Course>> {
  const res = await http.get<unknown>('/courses/filter', { params, signal });
  return toPage(res.data, normalizeCourse);
}
