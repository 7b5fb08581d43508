import type { ExtensionInput, HttpClient, TeacherEvaluation } from '@inpro/shared-contracts';

/** PUT /teacher/evaluations/{evaluationId}/extensions: a later due date for one student (replaces theirs). */
export async function setExtension(http: HttpClient, evaluationId: number, body: ExtensionInput): Promise<TeacherEvaluation> {
  return (await http.put<TeacherEvaluation>(`/teacher/evaluations/${evaluationId}/extensions`, body)).data;
}

/** DELETE /teacher/evaluations/{evaluationId}/extensions/{userId}: the student's due date is the evaluation's again. */
export async function removeExtension(http: HttpClient, evaluationId: number, userId: number): Promise<TeacherEvaluation> {
  return (await http.delete<TeacherEvaluation>(`/teacher/evaluations/${evaluationId}/extensions/${userId}`)).data;
}
