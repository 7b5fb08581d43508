import type { HttpClient } from '@inpro/shared-contracts';

/** DELETE /teacher/evaluations/{evaluationId} (only while nobody submitted). */
export async function deleteEvaluation(http: HttpClient, evaluationId: number): Promise<void> {
  await http.delete(`/teacher/evaluations/${evaluationId}`);
}
