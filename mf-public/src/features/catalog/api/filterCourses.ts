import type { CoursePage, HttpClient } from '@inpro/shared-contracts';
import type { Page } from '../model/page';
import type { Course } from '../../course';

/**
 * GET /courses/filter: server-side search, filters, sort and paging of published courses. The
 * courses come in the contract's shape (the server shapes them once; no reshaping here).
 */
export async function filterCourses(
  http: HttpClient,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<Page<Course>> {
  return (await http.get<CoursePage>('/courses/filter', { params, signal })).data;
}
