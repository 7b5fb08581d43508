import type { HttpClient, MyCourse } from '@inpro/shared-contracts';

/** GET /my/courses: the courses the signed-in account is enrolled in. */
export async function getMyCourses(http: HttpClient, signal?: AbortSignal): Promise<MyCourse[]> {
  const res = await http.get<MyCourse[]>('/my/courses', { signal });
  return Array.isArray(res.data) ? res.data : [];
}
