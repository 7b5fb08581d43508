import type { HttpClient, TeacherDashboard } from '@inpro/shared-contracts';

/** GET /teacher/dashboard: submissions to review, open rectifications and each course's progress. */
export async function getDashboard(http: HttpClient, signal?: AbortSignal): Promise<TeacherDashboard> {
  return (await http.get<TeacherDashboard>('/teacher/dashboard', { signal })).data;
}
