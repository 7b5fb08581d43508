import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobList } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { listJobs } from '../api/listJobs';
import { retryJob } from '../api/retryJob';

/** One list of jobs, read again every 10 s while the screen is open (jobs move on their own). */
export function useJobs(list: JobList) {
  const http = useHttp();
  return useQuery({
    queryKey: superadminKeys.jobs(list),
    queryFn: ({ signal }) => listJobs(http, list, signal),
    refetchInterval: 10_000,
  });
}

/** Retries a failed job; both lists are read again. */
export function useRetryJob() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryJob(http, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superadminKeys.jobs() }),
  });
}
