import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import { listUsers, type UsersParams } from '../api/listUsers';

export function useUsers(params: UsersParams) {
  const http = useHttp();
  return useQuery({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) => listUsers(http, params, signal),
    placeholderData: keepPreviousData,
  });
}
