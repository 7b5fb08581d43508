import type { AccountStatement, HttpClient } from '@inpro/shared-contracts';

/** GET /my/account-statement: balance due, next installment, orders and payment history. */
export async function getAccountStatement(http: HttpClient, signal?: AbortSignal): Promise<AccountStatement> {
  return (await http.get<AccountStatement>('/my/account-statement', { signal })).data;
}
