import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Gradebook } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import type { HttpClient } from '@inpro/shared-contracts';
import { teacherKeys } from '../../../app/queryKeys';
import { getGradebook } from '../api/gradebookCalls';

export function useGradebook(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.gradebook(courseId ?? 0),
    queryFn: ({ signal }) => getGradebook(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}

/** A gradebook change: every call answers the whole gradebook, which replaces the cached one. */
export function useGradebookChange<V>(courseId: number, call: (http: HttpClient, vars: V) => Promise<Gradebook>) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(http, vars),
    onSuccess: (book) => queryClient.setQueryData(teacherKeys.gradebook(courseId), book),
  });
}
