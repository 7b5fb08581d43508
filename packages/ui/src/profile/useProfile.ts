import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { getProfile } from './getProfile';
import { PROFILE_QUERY_KEY } from './profileQuery';

/** The signed-in person's own profile (GET /me/profile). */
export function useProfile() {
  const http = useHttp();
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(http, signal) });
}
