import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getPerformance } from '../api/getPerformance';

export function usePerformance() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.performance(), queryFn: ({ signal }) => getPerformance(http, signal) });
}
