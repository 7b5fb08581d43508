import type { HttpClient, StudentPerformance } from '@inpro/shared-contracts';

/** GET /student/performance: grade per evaluation over time, for the chart. */
export async function getPerformance(http: HttpClient, signal?: AbortSignal): Promise<StudentPerformance> {
  return (await http.get<StudentPerformance>('/student/performance', { signal })).data;
}
