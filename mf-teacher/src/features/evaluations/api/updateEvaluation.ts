import type { EvaluationUpdateInput, HttpClient, TeacherEvaluation } from '@inpro/shared-contracts';

/** PUT /teacher/evaluations/{evaluationId}: every field but the course. */
export async function updateEvaluation(http: HttpClient, evaluationId: number, body: EvaluationUpdateInput): Promise<TeacherEvaluation> {
  return (await http.put<TeacherEvaluation>(`/teacher/evaluations/${evaluationId}`, body)).data;
}
