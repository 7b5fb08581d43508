import type { HttpClient } from '@inpro/shared-contracts';
import { downloadFile } from '@inpro/ui/files';

/** GET /superadmin/payments/{id}/receipt.pdf: an approved payment's receipt, saved as comprobante.pdf. */
export function downloadReceipt(http: HttpClient, paymentId: number): Promise<string> {
  return downloadFile(http, `/superadmin/payments/${paymentId}/receipt.pdf`, {}, 'comprobante.pdf');
}
