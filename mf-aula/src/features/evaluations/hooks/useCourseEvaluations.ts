import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getCourseEvaluations } from '../api/getCourseEvaluations';

export function useCourseEvaluations(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: aulaKeys.evaluations(courseId ?? 0),
    queryFn: ({ signal }) => getCourseEvaluations(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}
