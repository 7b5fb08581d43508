import { useEffect, useState } from 'react';
import { useHttp } from '@inpro/ui';
import { getCourse, hasCourseId, normalizeCourse, type Course } from '../../course';
import { getStaticCourses } from '../api/getStaticCourses';

export type CheckoutCourseState = { status: 'loading' } | { status: 'ready'; course: Course } | { status: 'missing' };

/**
 * The course being bought: from the navigation state, else looked up by id in the static
 * course list, else fetched by id. Without a course the state is 'missing'.
 */
export function useCheckoutCourse(courseId: number | null, stateCourse: unknown): CheckoutCourseState {
  const http = useHttp();
  const fromState = stateCourse && typeof stateCourse === 'object' ? normalizeCourse(stateCourse) : null;
  const usable = hasCourseId(fromState) && (courseId === null || fromState.id === courseId) ? fromState : null;
  const [state, setState] = useState<CheckoutCourseState>(() =>
    usable ? { status: 'ready', course: usable } : courseId === null ? { status: 'missing' } : { status: 'loading' },
  );

  useEffect(() => {
    if (usable || courseId === null) return;
    const ctrl = new AbortController();
    (async () => {
      try {
        const list = await getStaticCourses(http, ctrl.signal);
        const found = list.map(normalizeCourse).find((c) => c.id === courseId);
        if (found) return found;
      } catch {
        // The static list is only the first source; the course endpoint follows.
      }
      try {
        return await getCourse(http, courseId, ctrl.signal);
      } catch {
        return null;
      }
    })().then((course) => {
      if (ctrl.signal.aborted) return;
      setState(hasCourseId(course) ? { status: 'ready', course } : { status: 'missing' });
    });
    return () => ctrl.abort();
    // The navigation state is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, courseId]);

  return state;
}
