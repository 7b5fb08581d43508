import type { AdminPayment, HttpClient, PaymentStatus } from '@inpro/shared-contracts';

/** GET /superadmin/payments: every payment, newest first (optionally one status). */
export async function listPayments(http: HttpClient, status: PaymentStatus | null, signal?: AbortSignal): Promise<AdminPayment[]> {
  return (await http.get<AdminPayment[]>('/superadmin/payments', { params: status ? { status } : {}, signal })).data;
}
