import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getProfile } from '../api/getProfile';

export function useProfile() {
  const http = useHttp();
  return useQuery({ queryKey: teacherKeys.profile(), queryFn: ({ signal }) => getProfile(http, signal) });
}
