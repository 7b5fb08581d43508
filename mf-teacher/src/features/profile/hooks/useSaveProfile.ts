import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@inpro/shared-contracts';
import { useHttp, useRemoteProps } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { updateProfile } from '../api/updateProfile';

/** Saves the profile; the header's name follows. */
export function useSaveProfile() {
  const http = useHttp();
  const { session } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => updateProfile(http, body),
    onSuccess: (answer) => {
      if (answer.token) session.login(answer.token, answer.user);
      else session.setUser(answer.user);
      queryClient.setQueryData(teacherKeys.profile(), answer.profile);
    },
  });
}
