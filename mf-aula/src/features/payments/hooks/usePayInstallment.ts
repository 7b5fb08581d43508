import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp, type CardDetails } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { payInstallment } from '../api/payInstallment';

/** Pays an installment; the statement, the courses and the dashboard change with it. */
export function usePayInstallment() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ installmentId, key, ...card }: CardDetails & { installmentId: number; key: string }) =>
      payInstallment(http, installmentId, card, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aulaKeys.all }),
  });
}
