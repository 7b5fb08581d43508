import type { CheckoutOrder, HttpClient, PayInstallmentInput } from '@inpro/shared-contracts';

/** POST /installments/{id}/pay with the attempt's Idempotency-Key ('Pagar ahora'). */
export async function payInstallment(
  http: HttpClient,
  installmentId: number,
  body: PayInstallmentInput,
  key: string,
): Promise<CheckoutOrder> {
  return (await http.post<CheckoutOrder>(`/installments/${installmentId}/pay`, body, { headers: { 'Idempotency-Key': key } })).data;
}
