import type { HttpClient } from '@inpro/shared-contracts';

const DELETE_NOT_CONFIRMED = 'El servidor no confirmó el borrado.';

/** DELETE /courses/{id}: success is 204; any other answer is 'El servidor no confirmó el borrado.' */
export async function deleteCourse(http: HttpClient, id: number): Promise<void> {
  const res = await http.delete(`/courses/${id}`);
  if (res.status !== 204) throw new Error(DELETE_NOT_CONFIRMED);
}
