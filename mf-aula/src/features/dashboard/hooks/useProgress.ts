import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getProgress } from '../api/getProgress';

export function useProgress() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.progress(), queryFn: ({ signal }) => getProgress(http, signal) });
}
