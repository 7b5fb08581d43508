import type { HttpClient, UploadLimits } from '@inpro/shared-contracts';

/** GET /materials/upload-limits: the size limit and the accepted file types. */
export async function getUploadLimits(http: HttpClient, signal?: AbortSignal): Promise<UploadLimits> {
  return (await http.get<UploadLimits>('/materials/upload-limits', { signal })).data;
}
