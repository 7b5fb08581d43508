import type { ClassSessionUpdateInput, HttpClient, TeacherClassSession } from '@inpro/shared-contracts';

/** PUT /teacher/sessions/{sessionId} */
export async function updateSession(http: HttpClient, sessionId: number, body: ClassSessionUpdateInput): Promise<TeacherClassSession> {
  return (await http.put<TeacherClassSession>(`/teacher/sessions/${sessionId}`, body)).data;
}
