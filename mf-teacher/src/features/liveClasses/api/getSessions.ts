import type { HttpClient, TeacherClassSession } from '@inpro/shared-contracts';

/** GET /teacher/sessions?month=AAAA-MM (null: every session), earliest first. */
export async function getSessions(http: HttpClient, month: string | null, signal?: AbortSignal): Promise<TeacherClassSession[]> {
  const res = await http.get<TeacherClassSession[]>('/teacher/sessions', { params: month ? { month } : undefined, signal });
  return Array.isArray(res.data) ? res.data : [];
}
