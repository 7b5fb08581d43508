import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getStudentHome } from '../api/getStudentHome';

export function useStudentHome() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.home(), queryFn: ({ signal }) => getStudentHome(http, signal) });
}
