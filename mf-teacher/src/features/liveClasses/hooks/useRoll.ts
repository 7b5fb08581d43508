import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getRoll } from '../api/getRoll';

/** Students mark themselves while the roll is open: it is asked again this often. */
const ROLL_REFRESH_MS = 10_000;

/** The roll of a session (null: none open), fresh each time it opens and refreshed while it stays open. */
export function useRoll(sessionId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.roll(sessionId ?? 0),
    queryFn: ({ signal }) => getRoll(http, sessionId as number, signal),
    enabled: sessionId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: ROLL_REFRESH_MS,
  });
}
