import type { CourseProgress, HttpClient } from '@inpro/shared-contracts';

/** GET /student/progress: progress of each enrolled course (one server rule). */
export async function getProgress(http: HttpClient, signal?: AbortSignal): Promise<CourseProgress[]> {
  const res = await http.get<CourseProgress[]>('/student/progress', { signal });
  return Array.isArray(res.data) ? res.data : [];
}
