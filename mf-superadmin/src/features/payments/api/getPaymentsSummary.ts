import type { HttpClient, PaymentsSummary } from '@inpro/shared-contracts';

/** GET /superadmin/payments/summary: KPIs with sparklines, payments by status and balances per student. */
export async function getPaymentsSummary(http: HttpClient, signal?: AbortSignal): Promise<PaymentsSummary> {
  return (await http.get<PaymentsSummary>('/superadmin/payments/summary', { signal })).data;
}
