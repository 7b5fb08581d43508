import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getSubmission } from '../api/getSubmission';

export function useSubmission(submissionId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.submission(submissionId ?? 0),
    queryFn: ({ signal }) => getSubmission(http, submissionId as number, signal),
    enabled: submissionId !== null,
  });
}
