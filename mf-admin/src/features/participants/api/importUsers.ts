import type { HttpClient, ImportPreview, ImportResult } from '@inpro/shared-contracts';

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** POST /admin/users/import/preview: every row of the CSV/XLSX with its errors; writes nothing. */
export async function previewImport(http: HttpClient, file: File): Promise<ImportPreview> {
  return (await http.post<ImportPreview>('/admin/users/import/preview', formOf(file))).data;
}

/** POST /admin/users/import?mode=all|valid: creates the accounts (all refused when a row is invalid, or only the valid rows). */
export async function commitImport(http: HttpClient, file: File, mode: 'all' | 'valid'): Promise<ImportResult> {
  return (await http.post<ImportResult>('/admin/users/import', formOf(file), { params: { mode } })).data;
}
