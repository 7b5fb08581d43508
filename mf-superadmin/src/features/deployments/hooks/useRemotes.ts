import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { getRemotes } from '../api/getRemotes';
import { rollbackRemote } from '../api/rollbackRemote';

export function useRemotes() {
  const http = useHttp();
  return useQuery({ queryKey: superadminKeys.remotes(), queryFn: ({ signal }) => getRemotes(http, signal) });
}

/** Rolls one remote back; the remotes and the audit log change. */
export function useRollback() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, to }: { remote: string; to: string }) => rollbackRemote(http, remote, to),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: superadminKeys.remotes() }),
        queryClient.invalidateQueries({ queryKey: superadminKeys.audit() }),
      ]),
  });
}
