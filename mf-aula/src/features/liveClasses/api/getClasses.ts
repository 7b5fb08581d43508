import type { HttpClient, StudentClass } from '@inpro/shared-contracts';

/** GET /student/classes: the student's class sessions ordered by start. */
export async function getClasses(http: HttpClient, signal?: AbortSignal): Promise<StudentClass[]> {
  const res = await http.get<StudentClass[]>('/student/classes', { signal });
  return Array.isArray(res.data) ? res.data : [];
}
