import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import { issueCertificate } from '../api/issueCertificate';

/** Issues a participant's certificate (`overrideReason`: the master administrator's exception); the list shows it. */
export function useIssueCertificate(courseId: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, overrideReason }: { userId: number; overrideReason?: string }) =>
      issueCertificate(http, courseId, userId, overrideReason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.courseParticipants(courseId) });
    },
  });
}
