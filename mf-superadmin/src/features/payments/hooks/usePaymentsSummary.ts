import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { getPaymentsSummary } from '../api/getPaymentsSummary';

export function usePaymentsSummary() {
  const http = useHttp();
  return useQuery({
    queryKey: superadminKeys.paymentsSummary(),
    queryFn: ({ signal }) => getPaymentsSummary(http, signal),
  });
}
