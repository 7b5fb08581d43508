import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getAnnouncements } from '../api/getAnnouncements';

export function useAnnouncements() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.announcements(), queryFn: ({ signal }) => getAnnouncements(http, signal) });
}
