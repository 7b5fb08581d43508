import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@inpro/shared-contracts';
import { useHttp, useRemoteProps } from '@inpro/ui';
import { PROFILE_QUERY_KEY } from './profileQuery';
import { updateProfile } from './updateProfile';

/** Saves the profile; the header's name follows (and a new token replaces the old one after a password change). */
export function useSaveProfile() {
  const http = useHttp();
  const { session } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => updateProfile(http, body),
    onSuccess: (answer) => {
      if (answer.token) session.login(answer.token, answer.user);
      else session.setUser(answer.user);
      queryClient.setQueryData(PROFILE_QUERY_KEY, answer.profile);
    },
  });
}
