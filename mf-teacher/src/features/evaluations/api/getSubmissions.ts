import type { HttpClient, SubmissionPage } from '@inpro/shared-contracts';

/** GET /teacher/submissions?status=&page=0&size=200: submissions of the teacher's courses. */
export async function getSubmissions(http: HttpClient, status: string, signal?: AbortSignal): Promise<SubmissionPage> {
  const params: Record<string, unknown> = { page: 0, size: 200 };
  if (status) params.status = status;
  return (await http.get<SubmissionPage>('/teacher/submissions', { params, signal })).data;
}
