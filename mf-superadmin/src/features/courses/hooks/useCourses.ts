import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { listCourses, type CoursesParams } from '../api/listCourses';

export function useCourses(params: CoursesParams) {
  const http = useHttp();
  return useQuery({
    queryKey: superadminKeys.courses(params),
    queryFn: ({ signal }) => listCourses(http, params, signal),
    placeholderData: keepPreviousData,
  });
}
