import type { GradeEssaysInput, HttpClient, TeacherAttempt } from '@inpro/shared-contracts';

/** GET /teacher/evaluations/{evaluationId}/attempts */
export async function getAttempts(http: HttpClient, evaluationId: number): Promise<TeacherAttempt[]> {
  return (await http.get<TeacherAttempt[]>(`/teacher/evaluations/${evaluationId}/attempts`)).data;
}

/** POST /teacher/attempts/{attemptId}/grade: the essays' grades and feedback. */
export async function gradeAttempt(http: HttpClient, attemptId: number, body: GradeEssaysInput): Promise<TeacherAttempt> {
  return (await http.post<TeacherAttempt>(`/teacher/attempts/${attemptId}/grade`, body)).data;
}
