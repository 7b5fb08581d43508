import type { HttpClient } from '@inpro/shared-contracts';
import type { Course } from '../model/course';

/** GET /courses/{id}: one published course for the detail page, in the contract's shape. */
export async function getCourse(http: HttpClient, id: number, signal?: AbortSignal): Promise<Course> {
  return (await http.get<Course>(`/courses/${id}`, { signal })).data;
}
