import type { HttpClient, StudentEvaluation } from '@inpro/shared-contracts';

/** POST /student/evaluations/{evaluationId}/quiz {answers: {questionId: optionIndex}} */
export async function submitQuiz(http: HttpClient, evaluationId: number, answers: Record<string, number>): Promise<StudentEvaluation> {
  return (await http.post<StudentEvaluation>(`/student/evaluations/${evaluationId}/quiz`, { answers })).data;
}
