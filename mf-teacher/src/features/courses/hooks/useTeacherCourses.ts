import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getTeacherCourses } from '../api/getTeacherCourses';

/** The teacher's courses matching `q` ('' = all). The previous answer stays while a new search loads. */
export function useTeacherCourses(q = '') {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.courses(q.trim()),
    queryFn: ({ signal }) => getTeacherCourses(http, q, signal),
    placeholderData: keepPreviousData,
  });
}
