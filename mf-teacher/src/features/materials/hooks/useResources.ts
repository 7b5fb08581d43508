import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getResources } from '@inpro/ui/files';

export function useResources(unitId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.resources(unitId ?? 0),
    queryFn: ({ signal }) => getResources(http, unitId as number, signal),
    enabled: unitId !== null,
  });
}
