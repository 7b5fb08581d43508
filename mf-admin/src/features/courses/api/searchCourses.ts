import type { Course, HttpClient, Page } from '@inpro/shared-contracts';

export interface CourseSearch {
  /** Title, code, area, type or teacher; empty: every course. */
  q: string;
  onlyPublished: boolean;
  page: number;
  size: number;
}

/** GET /admin/courses?q=&published=&page=&size=: one page of the matching courses, drafts included. */
export async function searchCourses(http: HttpClient, search: CourseSearch, signal?: AbortSignal): Promise<Page<Course>> {
  const params = { q: search.q || undefined, published: search.onlyPublished ? true : undefined, page: search.page, size: search.size };
  return (await http.get<Page<Course>>('/admin/courses', { params, signal })).data;
}
