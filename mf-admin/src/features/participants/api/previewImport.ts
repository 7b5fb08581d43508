import type { HttpClient, ImportPreview } from '@inpro/shared-contracts';
import { importForm } from './importForm';

/** POST /admin/users/import/preview: every row of the CSV/XLSX with its errors; writes nothing. */
export async function previewImport(http: HttpClient, file: File): Promise<ImportPreview> {
  return (await http.post<ImportPreview>('/admin/users/import/preview', importForm(file))).data;
}
