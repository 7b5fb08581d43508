import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { listAuditLog, type AuditParams } from '../api/listAuditLog';

export function useAuditLog(params: AuditParams) {
  const http = useHttp();
  return useQuery({
    queryKey: superadminKeys.audit(params),
    queryFn: ({ signal }) => listAuditLog(http, params, signal),
    placeholderData: keepPreviousData,
  });
}
