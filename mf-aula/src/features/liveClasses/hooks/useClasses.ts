import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getClasses } from '../api/getClasses';

export function useClasses() {
  const http = useHttp();
  return useQuery({ queryKey: aulaKeys.classes(), queryFn: ({ signal }) => getClasses(http, signal) });
}
