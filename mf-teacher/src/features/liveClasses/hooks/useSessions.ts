import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getSessions } from '../api/getSessions';

/** The teacher's class sessions of one month (YYYY-MM), or (null) all of them. */
export function useSessions(month: string | null = null) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.sessions(month),
    queryFn: ({ signal }) => getSessions(http, month, signal),
    placeholderData: keepPreviousData,
  });
}
