import type { ClassSessionCreateInput, HttpClient, TeacherClassSession } from '@inpro/shared-contracts';

/** POST /teacher/sessions: schedules a class (its students are notified). */
export async function createSession(http: HttpClient, body: ClassSessionCreateInput): Promise<TeacherClassSession> {
  return (await http.post<TeacherClassSession>('/teacher/sessions', body)).data;
}
