import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { getAttendance } from '../api/getAttendance';

/** The student's attendance in a course; `courseId` null (invalid in the route) asks nothing. */
export function useAttendance(courseId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: aulaKeys.attendance(courseId ?? 0),
    queryFn: ({ signal }) => getAttendance(http, courseId as number, signal),
    enabled: courseId !== null,
  });
}
