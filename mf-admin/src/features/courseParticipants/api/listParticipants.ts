import type { AdminUser, HttpClient } from '@inpro/shared-contracts';

/** GET /courses/{id}/participants: the users enrolled in the course. */
export async function listParticipants(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<AdminUser[]> {
  return (await http.get<AdminUser[]>(`/courses/${courseId}/participants`, { signal })).data;
}
