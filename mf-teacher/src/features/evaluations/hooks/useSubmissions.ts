import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getSubmissions, type SubmissionFilter } from '../api/getSubmissions';

/** Submissions of the teacher's courses, by status ('' = every status) and evaluation (null = all). */
export function useSubmissions(filter: SubmissionFilter) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.submissions(filter.status, filter.evaluationId),
    queryFn: ({ signal }) => getSubmissions(http, filter, signal),
    placeholderData: keepPreviousData,
  });
}
