import type { CheckoutOrder, HttpClient } from '@inpro/shared-contracts';

/** POST /installments/{id}/voucher: the voucher (image or PDF) of the installment the student chose. */
export async function sendInstallmentVoucher(http: HttpClient, installmentId: number, file: File): Promise<CheckoutOrder> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<CheckoutOrder>(`/installments/${installmentId}/voucher`, form)).data;
}
