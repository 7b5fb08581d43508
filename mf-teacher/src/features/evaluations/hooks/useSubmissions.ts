import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getSubmissions } from '../api/getSubmissions';

/** Submissions of the teacher's courses with a status filter ('' = every status). */
export function useSubmissions(status: string) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.submissions(status),
    queryFn: ({ signal }) => getSubmissions(http, status, signal),
    placeholderData: keepPreviousData,
  });
}
