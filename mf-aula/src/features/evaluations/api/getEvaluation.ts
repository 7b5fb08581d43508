import type { HttpClient, StudentEvaluation } from '@inpro/shared-contracts';

/** GET /student/evaluations/{evaluationId} */
export async function getEvaluation(http: HttpClient, evaluationId: number, signal?: AbortSignal): Promise<StudentEvaluation> {
  return (await http.get<StudentEvaluation>(`/student/evaluations/${evaluationId}`, { signal })).data;
}
