import type { AdminPayment, HttpClient } from '@inpro/shared-contracts';

/** POST /superadmin/payments/{id}/reject with the reason the student reads. */
export async function rejectPayment(http: HttpClient, id: number, reason: string): Promise<AdminPayment> {
  return (await http.post<AdminPayment>(`/superadmin/payments/${id}/reject`, { reason })).data;
}
