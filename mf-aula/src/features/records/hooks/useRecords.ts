import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import type { CalendarLink } from '@inpro/shared-contracts';
import { aulaKeys } from '../../../app/queryKeys';
import { createCalendarLink, getCalendarLink, getMyCertificates, revokeCalendarLink } from '../api/records';

export function useMyCertificates() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.certificates(), queryFn: ({ signal }) => getMyCertificates(http, signal) });
}

export function useCalendarLink() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.calendarLink(), queryFn: ({ signal }) => getCalendarLink(http, signal) });
}

/** Makes a new address or revokes it; the screen shows what the server answered. */
export function useCalendarLinkMutations() {
  const http = useHttp();
  const qc = useQueryClient();
  const create = useMutation({
    mutationFn: () => createCalendarLink(http),
    onSuccess: (link) => qc.setQueryData(aulaKeys.calendarLink(), link),
  });
  const revoke = useMutation({
    mutationFn: () => revokeCalendarLink(http),
    onSuccess: () => qc.setQueryData<CalendarLink>(aulaKeys.calendarLink(), { path: null, createdAt: null }),
  });
  return { create, revoke };
}
