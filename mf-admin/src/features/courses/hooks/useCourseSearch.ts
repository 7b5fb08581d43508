import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import { searchCourses, type CourseSearch } from '../api/searchCourses';

/** One page of /admin/cursos, searched by the server; the last page stays on screen while the next one loads. */
export function useCourseSearch(search: CourseSearch) {
  const http = useHttp();
  return useQuery({
    queryKey: [...adminKeys.courses(), search],
    queryFn: ({ signal }) => searchCourses(http, search, signal),
    placeholderData: keepPreviousData,
  });
}
