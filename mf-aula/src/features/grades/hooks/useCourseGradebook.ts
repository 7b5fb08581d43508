import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getCourseGradebook } from '../api/getCourseGradebook';

export function useCourseGradebook(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: aulaKeys.gradebook(courseId ?? 0),
    queryFn: ({ signal }) => getCourseGradebook(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}
