import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportFormat, ReportQuery } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { downloadReport } from '../api/downloadReport';
import { previewReport } from '../api/previewReport';

/** The preview of the last generated report (nothing until one is asked for). */
export function useReportPreview(q: ReportQuery | null) {
  const http = useHttp();
  return useQuery({
    queryKey: superadminKeys.report(q ?? {}),
    queryFn: ({ signal }) => previewReport(http, q as ReportQuery, signal),
    enabled: q !== null,
  });
}

/** Downloads a report file; each download is a new audit entry. */
export function useDownloadReport() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ q, format }: { q: ReportQuery; format: ReportFormat }) => downloadReport(http, q, format),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superadminKeys.audit() }),
  });
}
