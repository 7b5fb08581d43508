import type { AdminLegalPage, HttpClient } from '@inpro/shared-contracts';

/** GET /superadmin/legal-pages: the four pages with their text, version, date and last editor. */
export async function listLegalPages(http: HttpClient, signal?: AbortSignal): Promise<AdminLegalPage[]> {
  return (await http.get<AdminLegalPage[]>('/superadmin/legal-pages', { signal })).data;
}
