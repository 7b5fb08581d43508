import type { HttpClient } from '@inpro/shared-contracts';

/** POST /courses/{id}/participants { userIds }. */
export async function addParticipants(http: HttpClient, courseId: number, userIds: number[]): Promise<void> {
  await http.post(`/courses/${courseId}/participants`, { userIds });
}
