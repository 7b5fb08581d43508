import type { GradeSubmissionInput, HttpClient, SubmissionDetail } from '@inpro/shared-contracts';

/** POST /teacher/submissions/{submissionId}/grade {score 0–20, feedback} (the student is notified). */
export async function gradeSubmission(http: HttpClient, submissionId: number, body: GradeSubmissionInput): Promise<SubmissionDetail> {
  return (await http.post<SubmissionDetail>(`/teacher/submissions/${submissionId}/grade`, body)).data;
}
