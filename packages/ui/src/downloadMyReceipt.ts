import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { downloadFile } from './download';

/** GET /my/payments/{id}/receipt.pdf: the signed-in buyer's receipt, saved as comprobante.pdf. */
function downloadMyReceipt(http: HttpClient, paymentId: number): Promise<string> {
  return downloadFile(http, `/my/payments/${paymentId}/receipt.pdf`, {}, 'comprobante.pdf');
}

/** Saves the receipt of one of the signed-in buyer's payments (the mutation the screens call). */
export function useDownloadMyReceipt() {
  const http = useHttp();
  return useMutation({ mutationFn: (paymentId: number) => downloadMyReceipt(http, paymentId) });
}
