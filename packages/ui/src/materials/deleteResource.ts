import type { HttpClient } from '@inpro/shared-contracts';

/** DELETE /materials/resources/{resourceId} (and its file) */
export async function deleteResource(http: HttpClient, resourceId: number): Promise<void> {
  await http.delete(`/materials/resources/${resourceId}`);
}
