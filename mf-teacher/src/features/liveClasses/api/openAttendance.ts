import type { HttpClient, TeacherClassSession } from '@inpro/shared-contracts';

/** POST /teacher/sessions/{sessionId}/attendance/open {minutes} */
export async function openAttendance(http: HttpClient, sessionId: number, minutes: number): Promise<TeacherClassSession> {
  return (await http.post<TeacherClassSession>(`/teacher/sessions/${sessionId}/attendance/open`, { minutes })).data;
}
