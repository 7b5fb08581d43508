import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { abortCanary } from '../api/abortCanary';
import { promoteCanary } from '../api/promoteCanary';
import { startCanary } from '../api/startCanary';

type CanaryMove = { remote: string; move: 'start'; version: string; percent: number } | { remote: string; move: 'promote' | 'abort' };

/** Starts, promotes or aborts a remote's canary; the remotes and the audit log change. */
export function useCanary() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (m: CanaryMove): Promise<void> => {
      if (m.move === 'start') await startCanary(http, m.remote, { version: m.version, percent: m.percent });
      else if (m.move === 'promote') await promoteCanary(http, m.remote);
      else await abortCanary(http, m.remote);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: superadminKeys.remotes() }),
        queryClient.invalidateQueries({ queryKey: superadminKeys.audit() }),
      ]),
  });
}
