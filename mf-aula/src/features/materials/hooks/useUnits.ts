import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getUnits } from '@inpro/ui/files';

/** The units of a course; `courseId` null (invalid in the route) asks nothing. */
export function useUnits(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: aulaKeys.units(courseId ?? 0),
    queryFn: ({ signal }) => getUnits(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}
