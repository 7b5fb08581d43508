import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { getSignals } from '../api/getSignals';

/** Field signals are aggregated per hour as they arrive: the screen reads them again every minute. */
const SIGNALS_REFRESH_MS = 60_000;

/** The field signals of the last `hours` hours (1: the last hour, 24: the last day). */
export function useSignals(hours: number) {
  const http = useHttp();
  return useQuery({
    queryKey: superadminKeys.signals(hours),
    queryFn: ({ signal }) => getSignals(http, hours, signal),
    refetchInterval: SIGNALS_REFRESH_MS,
  });
}
