import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getUnits } from '@inpro/ui/files';

/** The units of a course (null: none chosen yet). */
export function useUnits(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: teacherKeys.units(courseId ?? 0),
    queryFn: ({ signal }) => getUnits(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}
