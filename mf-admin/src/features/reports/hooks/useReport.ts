import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminReportQueryInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { getReport } from '../api/getReport';

/** The report of the submitted filters (null until the first 'Generar'). */
export function useReport(query: AdminReportQueryInput | null) {
  const http = useHttp();
  return useQuery({
    queryKey: ['admin', 'report', query],
    queryFn: ({ signal }) => getReport(http, query as AdminReportQueryInput, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
