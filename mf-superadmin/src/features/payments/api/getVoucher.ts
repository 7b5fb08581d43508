import type { HttpClient } from '@inpro/shared-contracts';

/** GET /superadmin/payments/{id}/voucher: the voucher file (image or PDF), read with the session's token. */
export async function getVoucher(http: HttpClient, paymentId: number, signal?: AbortSignal): Promise<Blob> {
  const res = await http.get<Blob>(`/superadmin/payments/${paymentId}/voucher`, { responseType: 'blob', signal });
  return res.data instanceof Blob ? res.data : new Blob([res.data as BlobPart]);
}
