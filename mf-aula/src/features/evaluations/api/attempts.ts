import type { HttpClient, QuestionResponse, StudentAttempt } from '@inpro/shared-contracts';

/** GET /student/evaluations/{evaluationId}/attempts */
export async function getAttempts(http: HttpClient, evaluationId: number): Promise<StudentAttempt[]> {
  return (await http.get<StudentAttempt[]>(`/student/evaluations/${evaluationId}/attempts`)).data;
}

/** POST /student/evaluations/{evaluationId}/attempts: a new attempt, or the one in progress. */
export async function startAttempt(http: HttpClient, evaluationId: number): Promise<StudentAttempt> {
  return (await http.post<StudentAttempt>(`/student/evaluations/${evaluationId}/attempts`)).data;
}

/** PUT /student/attempts/{attemptId}/responses: the answers so far. */
export async function saveAttempt(
  http: HttpClient,
  attemptId: number,
  responses: Record<string, QuestionResponse>,
): Promise<StudentAttempt> {
  return (await http.put<StudentAttempt>(`/student/attempts/${attemptId}/responses`, { responses })).data;
}

/** POST /student/attempts/{attemptId}/submit: the final submission. */
export async function submitAttempt(
  http: HttpClient,
  attemptId: number,
  responses: Record<string, QuestionResponse>,
): Promise<StudentAttempt> {
  return (await http.post<StudentAttempt>(`/student/attempts/${attemptId}/submit`, { responses })).data;
}
