import type { HttpClient, MyCourse } from '@inpro/shared-contracts';

/** GET /my/courses: every course the student is enrolled in (search is done on the client). */
export async function getMyCourses(http: HttpClient, signal?: AbortSignal): Promise<MyCourse[]> {
  const res = await http.get<MyCourse[]>('/my/courses', { signal });
  return Array.isArray(res.data) ? res.data : [];
}
