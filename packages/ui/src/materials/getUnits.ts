import type { HttpClient, Unit } from '@inpro/shared-contracts';

/** GET /materials/courses/{courseId}/units */
export async function getUnits(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<Unit[]> {
  const res = await http.get<Unit[]>(`/materials/courses/${courseId}/units`, { signal });
  return Array.isArray(res.data) ? res.data : [];
}
