import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getProfile } from '../api/getProfile';

export function useProfile() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.profile(), queryFn: ({ signal }) => getProfile(http, signal) });
}
