import { SEARCH_PAGE_SIZE, type HttpClient } from '@inpro/shared-contracts';
import { filterCourses, type Page } from '../../catalog';
import type { Course } from '../../course';

/** GET /courses/filter?q&page=0&size=24&sort=popular: the courses matching the site search. */
export function searchCourses(http: HttpClient, q: string, signal?: AbortSignal): Promise<Page<Course>> {
  return filterCourses(http, { q, page: 0, size: SEARCH_PAGE_SIZE, sort: 'popular' }, signal);
}
