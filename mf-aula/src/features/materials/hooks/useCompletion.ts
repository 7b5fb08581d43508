import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getCompletion, markCompletion } from '../api/completionCalls';

export function useCompletion(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: aulaKeys.completion(courseId ?? 0),
    queryFn: ({ signal }) => getCompletion(http, courseId as number, signal),
    enabled: courseId !== null,
    retry: false,
  });
}

export function useMarkCompletion(courseId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resourceId, done }: { resourceId: number; done: boolean }) => markCompletion(http, resourceId, done),
    onSuccess: (c) => {
      queryClient.setQueryData(aulaKeys.completion(courseId), c);
      void queryClient.invalidateQueries({ queryKey: aulaKeys.progress() });
    },
  });
}
