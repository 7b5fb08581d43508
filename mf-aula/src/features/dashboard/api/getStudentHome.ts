import type { HttpClient, StudentHome } from '@inpro/shared-contracts';

/** GET /student/home → {totalCourses, nextAssignment} */
export async function getStudentHome(http: HttpClient, signal?: AbortSignal): Promise<StudentHome> {
  return (await http.get<StudentHome>('/student/home', { signal })).data;
}
