import type { HttpClient, SubmissionDetail } from '@inpro/shared-contracts';

/** POST /teacher/submissions/{submissionId}/review: Pendiente → En revisión. */
export async function reviewSubmission(http: HttpClient, submissionId: number): Promise<SubmissionDetail> {
  return (await http.post<SubmissionDetail>(`/teacher/submissions/${submissionId}/review`)).data;
}
