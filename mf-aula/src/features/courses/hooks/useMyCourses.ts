import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getMyCourses } from '../api/getMyCourses';

export function useMyCourses() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.myCourses(), queryFn: ({ signal }) => getMyCourses(http, signal) });
}
