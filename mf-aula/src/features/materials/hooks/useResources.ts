import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getResources } from '@inpro/ui/files';

/** The resources of a unit; `unitId` null (invalid in the route) asks nothing. */
export function useResources(unitId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: aulaKeys.resources(unitId ?? 0),
    queryFn: ({ signal }) => getResources(http, unitId as number, signal),
    enabled: unitId !== null,
  });
}
