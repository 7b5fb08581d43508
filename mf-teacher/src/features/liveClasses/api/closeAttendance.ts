import type { HttpClient, TeacherClassSession } from '@inpro/shared-contracts';

/** POST /teacher/sessions/{sessionId}/attendance/close: students still PENDIENTE become AUSENTE. */
export async function closeAttendance(http: HttpClient, sessionId: number): Promise<TeacherClassSession> {
  return (await http.post<TeacherClassSession>(`/teacher/sessions/${sessionId}/attendance/close`)).data;
}
