import type { AdminPayment, HttpClient, PaymentStatus } from '@inpro/shared-contracts';

export interface PaymentListFilters {
  status: PaymentStatus | null;
  /** YYYY-MM-DD (Lima), both ends included. */
  from?: string;
  to?: string;
}

/** GET /superadmin/payments: every payment, newest first (optionally one status and a date range). */
export async function listPayments(http: HttpClient, filters: PaymentListFilters, signal?: AbortSignal): Promise<AdminPayment[]> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return (await http.get<AdminPayment[]>('/superadmin/payments', { params, signal })).data;
}
