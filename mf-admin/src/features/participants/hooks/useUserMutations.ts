import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserCreateInput, AdminUserUpdateInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import { createUser } from '../api/createUser';
import { deleteUser } from '../api/deleteUser';
import { resetPassword } from '../api/resetPassword';
import { setUserStatus } from '../api/setUserStatus';
import { updateUser } from '../api/updateUser';

/** Every user change refreshes the lists, the course participants and the dashboard. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useSaveUser() {
  const http = useHttp();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number | null; body: AdminUserCreateInput | AdminUserUpdateInput }) =>
      v.id === null ? createUser(http, v.body as AdminUserCreateInput) : updateUser(http, v.id, v.body as AdminUserUpdateInput),
    onSuccess,
  });
}

export function useDeleteUser() {
  const http = useHttp();
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => deleteUser(http, id), onSuccess });
}

export function useSetUserStatus() {
  const http = useHttp();
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (v: { id: number; active: boolean }) => setUserStatus(http, v.id, v.active), onSuccess });
}

export function useResetPassword() {
  const http = useHttp();
  return useMutation({ mutationFn: (id: number) => resetPassword(http, id) });
}
