import type { Course, HttpClient } from '@inpro/shared-contracts';

/** GET /courses/{id}: one course (its teacher and administrators also read it unpublished). */
export async function getCourse(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<Course> {
  return (await http.get<Course>(`/courses/${courseId}`, { signal })).data;
}
