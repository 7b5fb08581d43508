import type { HttpClient, TeacherEvaluation } from '@inpro/shared-contracts';

/** GET /teacher/evaluations?courseId=: the teacher's evaluations with submission counters. */
export async function getEvaluations(http: HttpClient, courseId: number | null, signal?: AbortSignal): Promise<TeacherEvaluation[]> {
  const res = await http.get<TeacherEvaluation[]>('/teacher/evaluations', { params: courseId ? { courseId } : undefined, signal });
  return Array.isArray(res.data) ? res.data : [];
}
