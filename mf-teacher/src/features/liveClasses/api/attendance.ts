import type {
  AttendanceMark,
  HttpClient,
  Rectification,
  RectificationResolveInput,
  SessionRoll,
  TeacherClassSession,
} from '@inpro/shared-contracts';

/** GET /teacher/sessions/{sessionId}/roll: every enrolled student with their mark. */
export async function getRoll(http: HttpClient, sessionId: number, signal?: AbortSignal): Promise<SessionRoll> {
  return (await http.get<SessionRoll>(`/teacher/sessions/${sessionId}/roll`, { signal })).data;
}

/** POST /teacher/sessions/{sessionId}/attendance/open {minutes} */
export async function openAttendance(http: HttpClient, sessionId: number, minutes: number): Promise<TeacherClassSession> {
  return (await http.post<TeacherClassSession>(`/teacher/sessions/${sessionId}/attendance/open`, { minutes })).data;
}

/** POST /teacher/sessions/{sessionId}/attendance/close: students still PENDIENTE become AUSENTE. */
export async function closeAttendance(http: HttpClient, sessionId: number): Promise<TeacherClassSession> {
  return (await http.post<TeacherClassSession>(`/teacher/sessions/${sessionId}/attendance/close`)).data;
}

/** PUT /teacher/sessions/{sessionId}/attendance/{userId} {status}: a mark by hand. */
export async function markStudent(http: HttpClient, sessionId: number, userId: number, status: AttendanceMark): Promise<unknown> {
  return (await http.put(`/teacher/sessions/${sessionId}/attendance/${userId}`, { status })).data;
}

/** GET /teacher/rectifications?status=PENDIENTE */
export async function getRectifications(http: HttpClient, status: string, signal?: AbortSignal): Promise<Rectification[]> {
  const res = await http.get<Rectification[]>('/teacher/rectifications', { params: status ? { status } : undefined, signal });
  return Array.isArray(res.data) ? res.data : [];
}

/** POST /teacher/rectifications/{id}/resolve {decision ACEPTADA|RECHAZADA, answer} */
export async function resolveRectification(http: HttpClient, rectificationId: number, body: RectificationResolveInput): Promise<unknown> {
  return (await http.post(`/teacher/rectifications/${rectificationId}/resolve`, body)).data;
}
