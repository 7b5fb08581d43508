import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { useMyCourses } from '../../courses';
import { getCourse } from '../api/getCourse';

/**
 * The course's title: from the student's course list (shared with Mis Cursos), else from the course
 * itself (a teacher's "Vista alumno" of a course they teach, where they are not enrolled).
 */
export function useCourseTitle(courseId: number | null): string | null {
  const http = useHttp();
  const courses = useMyCourses();
  const mine = courses.data?.find((c) => c.id === courseId);
  const course = useQuery({
    queryKey: aulaKeys.course(courseId ?? 0),
    queryFn: ({ signal }) => getCourse(http, courseId as number, signal),
    enabled: courseId !== null && courses.isSuccess && !mine,
  });
  return mine?.title ?? course.data?.title ?? null;
}
