import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getEvaluations } from '../api/getEvaluations';

/** The teacher's evaluations, of one course or (null) of all. */
export function useEvaluations(courseId: number | null = null, enabled = true) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.evaluations(courseId),
    queryFn: ({ signal }) => getEvaluations(http, courseId, signal),
    enabled,
  });
}
