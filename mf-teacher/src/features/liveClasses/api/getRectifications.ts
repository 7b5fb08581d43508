import type { HttpClient, Rectification } from '@inpro/shared-contracts';

/** GET /teacher/rectifications?status=PENDIENTE */
export async function getRectifications(http: HttpClient, status: string, signal?: AbortSignal): Promise<Rectification[]> {
  const res = await http.get<Rectification[]>('/teacher/rectifications', { params: status ? { status } : undefined, signal });
  return Array.isArray(res.data) ? res.data : [];
}
