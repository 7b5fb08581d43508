import type { Course, HttpClient } from '@inpro/shared-contracts';

/** GET /courses/{id}: the course (drafts for its teacher and administrators). */
export async function getCourse(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<Course> {
  return (await http.get<Course>(`/courses/${courseId}`, { signal })).data;
}
