import type { HttpClient, ImportResult } from '@inpro/shared-contracts';
import { importForm } from './importForm';

/** POST /admin/users/import?mode=all|valid: creates the accounts (all refused when a row is invalid, or only the valid rows). */
export async function commitImport(http: HttpClient, file: File, mode: 'all' | 'valid'): Promise<ImportResult> {
  return (await http.post<ImportResult>('/admin/users/import', importForm(file), { params: { mode } })).data;
}
