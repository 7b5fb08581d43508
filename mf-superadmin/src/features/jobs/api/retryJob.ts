import type { HttpClient, JobRetryResult } from '@inpro/shared-contracts';

/** POST /superadmin/jobs/{id}/retry: a failed job is tried once more, now. */
export async function retryJob(http: HttpClient, id: string): Promise<JobRetryResult> {
  return (await http.post<JobRetryResult>(`/superadmin/jobs/${id}/retry`)).data;
}
