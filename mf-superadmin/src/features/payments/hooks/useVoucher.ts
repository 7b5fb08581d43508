import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { downloadError } from '@inpro/ui/files';
import { superadminKeys } from '../../../app/queryKeys';
import { getVoucher } from '../api/getVoucher';

export type Voucher = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; blob: Blob; url: string };

const VOUCHER_ERROR = 'No se pudo abrir el voucher.';

/**
 * The voucher file of a payment, shown from memory (never a public link): its object URL lives
 * while the file is on screen. `retry` reads it again after a failure.
 */
export function useVoucher(paymentId: number): { voucher: Voucher; retry: () => void } {
  const http = useHttp();
  const query = useQuery({
    queryKey: superadminKeys.voucher(paymentId),
    queryFn: async ({ signal }) => {
      try {
        return await getVoucher(http, paymentId, signal);
      } catch (err) {
        // The error's body is a Blob too: its Spanish message is read here, once.
        throw new Error(await downloadError(err, VOUCHER_ERROR));
      }
    },
    retry: false,
    gcTime: 0,
  });
  const blob = query.data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  let voucher: Voucher;
  if (query.isError && !query.isFetching) voucher = { status: 'failed', message: query.error.message };
  else if (blob && url && !query.isFetching) voucher = { status: 'ready', blob, url };
  else voucher = { status: 'loading' };
  return { voucher, retry: () => void query.refetch() };
}
