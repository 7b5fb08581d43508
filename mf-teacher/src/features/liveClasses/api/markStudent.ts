import type { AttendanceMark, HttpClient } from '@inpro/shared-contracts';

/** PUT /teacher/sessions/{sessionId}/attendance/{userId} {status}: a mark by hand. */
export async function markStudent(http: HttpClient, sessionId: number, userId: number, status: AttendanceMark): Promise<unknown> {
  return (await http.put(`/teacher/sessions/${sessionId}/attendance/${userId}`, { status })).data;
}
