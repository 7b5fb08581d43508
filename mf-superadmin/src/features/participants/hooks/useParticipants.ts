import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParticipantsFilter } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { exportParticipants } from '../api/exportParticipants';
import { listParticipants, type ParticipantsParams } from '../api/listParticipants';

export function useParticipants(params: ParticipantsParams) {
  const http = useHttp();
  return useQuery({
    queryKey: superadminKeys.participants(params),
    queryFn: ({ signal }) => listParticipants(http, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the CSV; the export is a new audit entry. */
export function useExportParticipants() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: Partial<ParticipantsFilter>) => exportParticipants(http, filter),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superadminKeys.audit() }),
  });
}
