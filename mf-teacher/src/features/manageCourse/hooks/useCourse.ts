import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getCourse } from '../api/getCourse';

export function useCourse(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.course(courseId ?? 0),
    queryFn: ({ signal }) => getCourse(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}
