import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getHomeCourses } from '../api/getHomeCourses';

export function useHomeCourses() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.homeCourses(), queryFn: ({ signal }) => getHomeCourses(http, signal) });
}
