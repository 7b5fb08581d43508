import type { HttpClient, StudentEvaluation } from '@inpro/shared-contracts';

/** GET /student/evaluations: the evaluations of every course of the student. */
export async function getEvaluations(http: HttpClient, signal?: AbortSignal): Promise<StudentEvaluation[]> {
  const res = await http.get<StudentEvaluation[]>('/student/evaluations', { signal });
  return Array.isArray(res.data) ? res.data : [];
}
