import type { AdminLegalPage, HttpClient, LegalPageSlug, LegalPageUpdate } from '@inpro/shared-contracts';

/** PUT /superadmin/legal-pages/{slug}: the new title and text become the page's next version. */
export async function saveLegalPage(http: HttpClient, slug: LegalPageSlug, body: LegalPageUpdate): Promise<AdminLegalPage> {
  return (await http.put<AdminLegalPage>(`/superadmin/legal-pages/${slug}`, body)).data;
}
