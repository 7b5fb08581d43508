import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeployKeyCreate } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { createDeployKey, getDeployKeys, revokeDeployKey } from '../api/deployKeys';

export function useDeployKeys() {
  const http = useHttp();
  return useQuery({ queryKey: superadminKeys.deployKeys(), queryFn: ({ signal }) => getDeployKeys(http, signal) });
}

/** Creates or revokes a key; the key list and the audit log change. */
export function useDeployKeyMoves() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: superadminKeys.deployKeys() }),
      queryClient.invalidateQueries({ queryKey: superadminKeys.audit() }),
    ]);
  return {
    create: useMutation({ mutationFn: (body: DeployKeyCreate) => createDeployKey(http, body), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (id: number) => revokeDeployKey(http, id), onSuccess: refresh }),
  };
}
