import type { ClassSessionCreateInput, ClassSessionUpdateInput, HttpClient, TeacherClassSession } from '@inpro/shared-contracts';

/** GET /teacher/sessions?month=AAAA-MM (null: every session), earliest first. */
export async function getSessions(http: HttpClient, month: string | null, signal?: AbortSignal): Promise<TeacherClassSession[]> {
  const res = await http.get<TeacherClassSession[]>('/teacher/sessions', { params: month ? { month } : undefined, signal });
  return Array.isArray(res.data) ? res.data : [];
}

/** POST /teacher/sessions: schedules a class (its students are notified). */
export async function createSession(http: HttpClient, body: ClassSessionCreateInput): Promise<TeacherClassSession> {
  return (await http.post<TeacherClassSession>('/teacher/sessions', body)).data;
}

/** PUT /teacher/sessions/{sessionId} */
export async function updateSession(http: HttpClient, sessionId: number, body: ClassSessionUpdateInput): Promise<TeacherClassSession> {
  return (await http.put<TeacherClassSession>(`/teacher/sessions/${sessionId}`, body)).data;
}

/** POST /teacher/sessions/{sessionId}/cancel */
export async function cancelSession(http: HttpClient, sessionId: number): Promise<TeacherClassSession> {
  return (await http.post<TeacherClassSession>(`/teacher/sessions/${sessionId}/cancel`)).data;
}
