import type { CheckoutOrder, HttpClient } from '@inpro/shared-contracts';

/** POST /orders/{id}/voucher: the voucher image or PDF of the order's next installment. */
export async function uploadVoucher(http: HttpClient, orderId: number, file: File): Promise<CheckoutOrder> {
  const form = new FormData();
  form.append('file', file);
  const res = await http.post<CheckoutOrder>(`/orders/${orderId}/voucher`, form);
  return res.data;
}
