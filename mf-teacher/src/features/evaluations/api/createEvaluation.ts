import type { EvaluationCreateInput, HttpClient, TeacherEvaluation } from '@inpro/shared-contracts';

/** POST /teacher/evaluations (students of the course are notified). */
export async function createEvaluation(http: HttpClient, body: EvaluationCreateInput): Promise<TeacherEvaluation> {
  return (await http.post<TeacherEvaluation>('/teacher/evaluations', body)).data;
}
