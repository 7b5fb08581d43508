import type { AccountStatement, HttpClient } from '@inpro/shared-contracts';

/** GET /my/account-statement: the signed-in account's orders and payments (/gracias after a reload). */
export async function getAccountStatement(http: HttpClient, signal?: AbortSignal): Promise<AccountStatement> {
  const res = await http.get<AccountStatement>('/my/account-statement', { signal });
  return res.data;
}
