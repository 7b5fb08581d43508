import type { Course, HttpClient } from '@inpro/shared-contracts';

/** GET /admin/courses: every course, drafts included. */
export async function listCourses(http: HttpClient, signal?: AbortSignal): Promise<Course[]> {
  return (await http.get<Course[]>('/admin/courses', { signal })).data;
}
