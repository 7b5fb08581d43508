import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getRoll } from '../api/attendance';

/** The roll of a session (null: none open). */
export function useRoll(sessionId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.roll(sessionId ?? 0),
    queryFn: ({ signal }) => getRoll(http, sessionId as number, signal),
    enabled: sessionId !== null,
  });
}
