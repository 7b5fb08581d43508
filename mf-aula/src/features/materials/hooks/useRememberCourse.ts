import { useEffect } from 'react';
import { useMatch } from '@inpro/ui/router';
import { rememberLastCourseId } from '../lastCourse';

/** Remembers the course of any /aula/materiales/{courseId}[/…] page the student opens. */
export function useRememberCourse(): void {
  const match = useMatch('/aula/materiales/:courseId/*');
  const courseId = match?.params.courseId;
  useEffect(() => {
    if (courseId) rememberLastCourseId(courseId);
  }, [courseId]);
}
