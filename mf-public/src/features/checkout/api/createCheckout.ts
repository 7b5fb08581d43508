import type { CheckoutInput, CheckoutOrder, HttpClient } from '@inpro/shared-contracts';

/** POST /orders: the checkout of the signed-in account; `key` is the attempt's Idempotency-Key. */
export async function createCheckout(http: HttpClient, body: CheckoutInput, key: string): Promise<CheckoutOrder> {
  const res = await http.post<CheckoutOrder>('/orders', body, { headers: { 'Idempotency-Key': key } });
  return res.data;
}
