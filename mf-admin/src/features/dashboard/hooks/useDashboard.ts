import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import { getDashboard } from '../api/getDashboard';

export function useDashboard() {
  const http = useHttp();
  return useQuery({ queryKey: adminKeys.dashboard(), queryFn: ({ signal }) => getDashboard(http, signal) });
}
