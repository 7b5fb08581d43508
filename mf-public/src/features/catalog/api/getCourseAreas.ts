import type { HttpClient } from '@inpro/shared-contracts';

/** GET /courses/areas: the areas of the published courses, for the area filter. */
export async function getCourseAreas(http: HttpClient, signal?: AbortSignal): Promise<string[]> {
  const res = await http.get<unknown>('/courses/areas', { signal });
  return Array.isArray(res.data) ? res.data.filter((a): a is string => typeof a === 'string' && a.trim() !== '') : [];
}
