import type { HttpClient, Unit, UnitCreateInput } from '@inpro/shared-contracts';

/** POST /materials/courses/{courseId}/units {title, description} */
export async function createUnit(http: HttpClient, courseId: number, body: UnitCreateInput): Promise<Unit> {
  return (await http.post<Unit>(`/materials/courses/${courseId}/units`, body)).data;
}
