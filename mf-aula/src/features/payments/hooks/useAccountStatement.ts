import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getAccountStatement } from '../api/getAccountStatement';

export function useAccountStatement() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.accountStatement(), queryFn: ({ signal }) => getAccountStatement(http, signal) });
}
