import { useEffect, useState } from 'react';
import { useHttp } from '@inpro/ui';
import { getCourse } from '../api/getCourse';
import { hasCourseId, normalizeCourse, type Course } from '../model/course';

export type CourseDetailState =
  | { status: 'loading'; course: null }
  | { status: 'success'; course: Course }
  | { status: 'not-found'; course: null }
  | { status: 'error'; course: null };

function fromState(id: number | null, stateCourse: unknown): Course | null {
  if (id === null || !stateCourse || typeof stateCourse !== 'object') return null;
  const course = normalizeCourse(stateCourse);
  return hasCourseId(course) && course.id === id ? course : null;
}

/**
 * The course of the detail page: the one that came in the navigation state is shown at once
 * (and refreshed from GET /courses/{id} silently); otherwise it is fetched by id.
 */
export function useCourseDetail(id: number | null, stateCourse: unknown): CourseDetailState {
  const http = useHttp();
  const [state, setState] = useState<CourseDetailState>(() => {
    const initial = fromState(id, stateCourse);
    if (initial) return { status: 'success', course: initial };
    return id === null ? { status: 'not-found', course: null } : { status: 'loading', course: null };
  });

  useEffect(() => {
    if (id === null) {
      setState({ status: 'not-found', course: null });
      return;
    }
    const initial = fromState(id, stateCourse);
    setState(initial ? { status: 'success', course: initial } : { status: 'loading', course: null });
    const ctrl = new AbortController();
    getCourse(http, id, ctrl.signal).then(
      (course) => {
        if (!ctrl.signal.aborted) setState({ status: 'success', course: course.id > 0 ? course : { ...course, id } });
      },
      (err: { response?: { status?: number } }) => {
        if (ctrl.signal.aborted || initial) return;
        setState({ status: err?.response?.status === 404 ? 'not-found' : 'error', course: null });
      },
    );
    return () => ctrl.abort();
    // The navigation state is read once per id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, id]);

  return state;
}
