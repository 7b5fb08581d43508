import type { HttpClient } from '@inpro/shared-contracts';

/** DELETE /courses/{id}/participants/{userId}. */
export async function removeParticipant(http: HttpClient, courseId: number, userId: number): Promise<void> {
  await http.delete(`/courses/${courseId}/participants/${userId}`);
}
