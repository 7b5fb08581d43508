import type { AdminPayment, HttpClient } from '@inpro/shared-contracts';

/** POST /superadmin/payments/{id}/approve. */
export async function approvePayment(http: HttpClient, id: number): Promise<AdminPayment> {
  return (await http.post<AdminPayment>(`/superadmin/payments/${id}/approve`)).data;
}
