import type { HttpClient, Resource } from '@inpro/shared-contracts';

/** GET /materials/units/{unitId}/resources */
export async function getResources(http: HttpClient, unitId: number, signal?: AbortSignal): Promise<Resource[]> {
  const res = await http.get<Resource[]>(`/materials/units/${unitId}/resources`, { signal });
  return Array.isArray(res.data) ? res.data : [];
}
