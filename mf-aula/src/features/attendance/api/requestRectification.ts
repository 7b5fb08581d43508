import type { HttpClient, RectificationRequestInput, StudentAttendanceSession } from '@inpro/shared-contracts';

/** POST /student/sessions/{sessionId}/rectification {reason} */
export async function requestRectification(
  http: HttpClient,
  sessionId: number,
  body: RectificationRequestInput,
): Promise<StudentAttendanceSession> {
  return (await http.post<StudentAttendanceSession>(`/student/sessions/${sessionId}/rectification`, body)).data;
}
