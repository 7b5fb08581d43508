import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getGrades } from '../api/getGrades';

export function useGrades() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.grades(), queryFn: ({ signal }) => getGrades(http, signal) });
}
