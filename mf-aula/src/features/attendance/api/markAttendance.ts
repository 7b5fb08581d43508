import type { HttpClient, StudentAttendanceSession } from '@inpro/shared-contracts';

/** POST /student/sessions/{sessionId}/attendance: the student marks themself PRESENTE (no body). */
export async function markAttendance(http: HttpClient, sessionId: number): Promise<StudentAttendanceSession> {
  return (await http.post<StudentAttendanceSession>(`/student/sessions/${sessionId}/attendance`)).data;
}
