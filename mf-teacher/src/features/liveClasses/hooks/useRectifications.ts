import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getRectifications } from '../api/getRectifications';

/** Open rectification requests of the teacher's courses. */
export function useRectifications() {
  const http = useHttp();
  return useQuery({ queryKey: teacherKeys.rectifications(), queryFn: ({ signal }) => getRectifications(http, 'PENDIENTE', signal) });
}
