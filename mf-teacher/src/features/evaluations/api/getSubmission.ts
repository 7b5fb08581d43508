import type { HttpClient, SubmissionDetail } from '@inpro/shared-contracts';

/** GET /teacher/submissions/{submissionId}: the answer, its file and the grade. */
export async function getSubmission(http: HttpClient, submissionId: number, signal?: AbortSignal): Promise<SubmissionDetail> {
  return (await http.get<SubmissionDetail>(`/teacher/submissions/${submissionId}`, { signal })).data;
}
