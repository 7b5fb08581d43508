import type { HttpClient, JobList, JobListResponse } from '@inpro/shared-contracts';

/** GET /superadmin/jobs?list=: the failed or the waiting jobs (newest first) and how many each list holds. */
export async function listJobs(http: HttpClient, list: JobList, signal?: AbortSignal): Promise<JobListResponse> {
  return (await http.get<JobListResponse>(`/superadmin/jobs?list=${list}`, { signal })).data;
}
