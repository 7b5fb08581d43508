import { useMyCourses } from '../../courses';

/** The course's title from the student's course list (shared with Mis Cursos), if known. */
export function useCourseTitle(courseId: number | null): string | null {
  const courses = useMyCourses();
  const course = courses.data?.find((c) => c.id === courseId);
  return course ? course.title : null;
}
