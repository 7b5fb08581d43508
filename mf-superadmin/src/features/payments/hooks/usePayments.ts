import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { approvePayment } from '../api/approvePayment';
import { rejectPayment } from '../api/rejectPayment';
import { listPayments, type PaymentListFilters } from '../api/listPayments';

export function usePayments(filters: PaymentListFilters) {
  const http = useHttp();
  return useQuery({
    queryKey: superadminKeys.payments(filters),
    queryFn: ({ signal }) => listPayments(http, filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** A decision changes the payments, the dashboard, the participants' payment state and the audit log. */
export function useDecidePayment() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      d.approve ? approvePayment(http, d.id) : rejectPayment(http, d.id, d.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: superadminKeys.all }),
  });
}
