import type { AdminPayment, HttpClient } from '@inpro/shared-contracts';

/** POST /superadmin/payments/{id}/approve. */
export async function approvePayment(http: HttpClient, id: number): Promise<AdminPayment> {
  return (await http.post<AdminPayment>(`/superadmin/payments/${id}/approve`)).data;
}

/** POST /superadmin/payments/{id}/reject with the reason the student reads. */
export async function rejectPayment(http: HttpClient, id: number, reason: string): Promise<AdminPayment> {
  return (await http.post<AdminPayment>(`/superadmin/payments/${id}/reject`, { reason })).data;
}
