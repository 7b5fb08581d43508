import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { recordResourceView } from '../api/recordResourceView';

/**
 * Records that the student opened a resource (once per resource while the screen is open) and
 * refreshes what shows progress. A failure is silent: opening the resource must not be blocked.
 */
export function useRecordResourceView(courseId: number | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const sent = useRef(new Set<number>());
  const mutation = useMutation({
    mutationFn: (resourceId: number) => recordResourceView(http, resourceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aulaKeys.progress(courseId) }),
    onError: (_err, resourceId) => sent.current.delete(resourceId),
  });
  return {
    mutate: (resourceId: number) => {
      if (sent.current.has(resourceId)) return;
      sent.current.add(resourceId);
      mutation.mutate(resourceId);
    },
  };
}
