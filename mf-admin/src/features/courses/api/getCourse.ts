import type { Course, HttpClient } from '@inpro/shared-contracts';

/** GET /admin/courses/{id}: one course, drafts included. */
export async function getCourse(http: HttpClient, id: number, signal?: AbortSignal): Promise<Course> {
  return (await http.get<Course>(`/admin/courses/${id}`, { signal })).data;
}
