import type { HttpClient, LegalPage, LegalPageSlug } from '@inpro/shared-contracts';

/** GET /legal-pages/{slug}: the current text of a legal or help page. */
export async function getLegalPage(http: HttpClient, slug: LegalPageSlug, signal?: AbortSignal): Promise<LegalPage> {
  const res = await http.get<LegalPage>(`/legal-pages/${slug}`, { signal });
  return res.data;
}
