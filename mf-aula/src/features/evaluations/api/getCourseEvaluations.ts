import type { HttpClient, StudentEvaluation } from '@inpro/shared-contracts';

/** GET /student/courses/{courseId}/evaluations */
export async function getCourseEvaluations(http: HttpClient, courseId: number, signal?: AbortSignal): Promise<StudentEvaluation[]> {
  const res = await http.get<StudentEvaluation[]>(`/student/courses/${courseId}/evaluations`, { signal });
  return Array.isArray(res.data) ? res.data : [];
}
