import type { HttpClient } from '@inpro/shared-contracts';

/** POST /student/resources/{resourceId}/view: the student opened the resource (progress counts it once). */
export async function recordResourceView(http: HttpClient, resourceId: number): Promise<void> {
  await http.post(`/student/resources/${resourceId}/view`);
}
