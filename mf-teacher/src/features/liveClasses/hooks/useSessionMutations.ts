import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassSessionCreateInput, ClassSessionUpdateInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { cancelSession } from '../api/cancelSession';
import { createSession } from '../api/createSession';
import { updateSession } from '../api/updateSession';

/** A session change shows in Clases, on the dashboard (calendar, progress) and in the roll. */
function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teacherKeys.sessionsAll() }),
      queryClient.invalidateQueries({ queryKey: teacherKeys.dashboard() }),
    ]);
}

export function useCreateSession() {
  const http = useHttp();
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: (body: ClassSessionCreateInput) => createSession(http, body), onSuccess: invalidate });
}

export function useUpdateSession() {
  const http = useHttp();
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClassSessionUpdateInput }) => updateSession(http, id, body),
    onSuccess: invalidate,
  });
}

export function useCancelSession() {
  const http = useHttp();
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: (id: number) => cancelSession(http, id), onSuccess: invalidate });
}
