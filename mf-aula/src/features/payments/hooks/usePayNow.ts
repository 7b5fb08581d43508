import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp, type CardDetails } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { payInstallment } from '../api/payInstallment';
import { sendInstallmentVoucher } from '../api/sendInstallmentVoucher';

export type PayNowInput =
  { method: 'CARD'; installmentId: number; card: CardDetails; key: string } | { method: 'VOUCHER'; installmentId: number; voucher: File };

/** Pays one chosen installment by card or sends its voucher; the statement, courses and dashboard change with it. */
export function usePayNow() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayNowInput) =>
      input.method === 'CARD'
        ? payInstallment(http, input.installmentId, input.card, input.key)
        : sendInstallmentVoucher(http, input.installmentId, input.voucher),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aulaKeys.all }),
  });
}
