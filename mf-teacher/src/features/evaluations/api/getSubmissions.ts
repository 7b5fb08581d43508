import type { HttpClient, SubmissionPage } from '@inpro/shared-contracts';

export interface SubmissionFilter {
  /** PENDIENTE, EN_REVISION, CALIFICADO or '' (all). */
  status: string;
  evaluationId: number | null;
}

/** GET /teacher/submissions?status=&evaluationId=&page=0&size=200: submissions of the teacher's courses. */
export async function getSubmissions(http: HttpClient, filter: SubmissionFilter, signal?: AbortSignal): Promise<SubmissionPage> {
  const params: Record<string, unknown> = { page: 0, size: 200 };
  if (filter.status) params.status = filter.status;
  if (filter.evaluationId) params.evaluationId = filter.evaluationId;
  return (await http.get<SubmissionPage>('/teacher/submissions', { params, signal })).data;
}
