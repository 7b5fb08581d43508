import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { downloadReceipt } from '../api/downloadReceipt';

/** Saves the receipt of an approved payment. */
export function useDownloadReceipt() {
  const http = useHttp();
  return useMutation({ mutationFn: (paymentId: number) => downloadReceipt(http, paymentId) });
}
