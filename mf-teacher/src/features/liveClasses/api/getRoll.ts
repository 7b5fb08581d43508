import type { HttpClient, SessionRoll } from '@inpro/shared-contracts';

/** GET /teacher/sessions/{sessionId}/roll: every enrolled student with their mark. */
export async function getRoll(http: HttpClient, sessionId: number, signal?: AbortSignal): Promise<SessionRoll> {
  return (await http.get<SessionRoll>(`/teacher/sessions/${sessionId}/roll`, { signal })).data;
}
