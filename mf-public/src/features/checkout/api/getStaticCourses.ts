import type { HttpClient } from '@inpro/shared-contracts';

/** GET /data/cursos.json: the published courses as the static course list. */
export async function getStaticCourses(http: HttpClient, signal?: AbortSignal): Promise<unknown[]> {
  const res = await http.get<unknown>('/data/cursos.json', { signal });
  return Array.isArray(res.data) ? res.data : [];
}
