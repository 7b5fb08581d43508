import type { HttpClient } from '@inpro/shared-contracts';
import { normalizeCourse, type Course } from '../model/course';

/** GET /courses/{id}: one published course for the detail page. */
export async function getCourse(http: HttpClient, id: number, signal?: AbortSignal): Promise<Course> {
  const res = await http.get<unknown>(`/courses/${id}`, { signal });
  return normalizeCourse(res.data);
}
