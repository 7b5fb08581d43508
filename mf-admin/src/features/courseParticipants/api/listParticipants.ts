import type { HttpClient, Participant } from '@inpro/shared-contracts';

/** GET /courses/{id}/participants: the users enrolled in the course, with their certificate and eligibility. */
export async function listParticipants(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<Participant[]> {
  return (await http.get<Participant[]>(`/courses/${courseId}/participants`, { signal })).data;
}
