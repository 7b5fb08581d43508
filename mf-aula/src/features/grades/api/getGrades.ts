import type { HttpClient, StudentGrades } from '@inpro/shared-contracts';

/** GET /student/grades: graded submissions (newest first), average and passing mark. */
export async function getGrades(http: HttpClient, signal?: AbortSignal): Promise<StudentGrades> {
  return (await http.get<StudentGrades>('/student/grades', { signal })).data;
}
