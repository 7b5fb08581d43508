import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuperadminAssignableRole, SuperadminUserCreateInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { changeRole } from '../api/changeRole';
import { changeStatus } from '../api/changeStatus';
import { createUser } from '../api/createUser';
import { deleteUser } from '../api/deleteUser';

/** After any account change: the lists that show accounts, the dashboard and the audit log. */
function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [superadminKeys.users(), superadminKeys.participants(), superadminKeys.dashboard(), superadminKeys.audit()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateUser() {
  const http = useHttp();
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: (body: SuperadminUserCreateInput) => createUser(http, body), onSuccess: invalidate });
}

export function useChangeRole() {
  const http = useHttp();
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: SuperadminAssignableRole }) => changeRole(http, id, role),
    onSuccess: invalidate,
  });
}

export function useChangeStatus() {
  const http = useHttp();
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => changeStatus(http, id, active),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const http = useHttp();
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: (id: number) => deleteUser(http, id), onSuccess: invalidate });
}
