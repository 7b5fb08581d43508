import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompletionMode } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { setCompletionMode } from '../api/setCompletionMode';

/** Lets students mark a resource done themselves (MANUAL), or not (VIEW); the unit's resources reload. */
export function useCompletionMode(unitId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resourceId, mode }: { resourceId: number; mode: CompletionMode }) => setCompletionMode(http, resourceId, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.resources(unitId) }),
  });
}
