import type { HttpClient } from '@inpro/shared-contracts';

/** DELETE /materials/units/{unitId} (its resources and files go with it) */
export async function deleteUnit(http: HttpClient, unitId: number): Promise<void> {
  await http.delete(`/materials/units/${unitId}`);
}
