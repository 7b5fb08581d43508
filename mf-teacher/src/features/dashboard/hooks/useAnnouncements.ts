import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementCreateInput } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { createAnnouncement } from '../api/createAnnouncement';
import { deleteAnnouncement } from '../api/deleteAnnouncement';
import { getAnnouncements } from '../api/getAnnouncements';

export function useAnnouncements() {
  const http = useHttp();
  return useQuery({ queryKey: teacherKeys.announcements(), queryFn: ({ signal }) => getAnnouncements(http, signal) });
}

export function useCreateAnnouncement() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementCreateInput) => createAnnouncement(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.announcements() }),
  });
}

export function useDeleteAnnouncement() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAnnouncement(http, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.announcements() }),
  });
}
