import type { HttpClient, TeacherClassSession } from '@inpro/shared-contracts';

/** POST /teacher/sessions/{sessionId}/cancel */
export async function cancelSession(http: HttpClient, sessionId: number): Promise<TeacherClassSession> {
  return (await http.post<TeacherClassSession>(`/teacher/sessions/${sessionId}/cancel`)).data;
}
