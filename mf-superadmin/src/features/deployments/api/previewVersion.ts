import type { HttpClient, OpsPreviewLink } from '@inpro/shared-contracts';

/** POST /ops/remotes/{name}/preview {version}: a signed link that shows this browser that stored version. */
export async function previewVersion(http: HttpClient, remote: string, version: string): Promise<OpsPreviewLink> {
  return (await http.post<OpsPreviewLink>(`/ops/remotes/${encodeURIComponent(remote)}/preview`, { version })).data;
}
