import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { getCourse, hasCourseId, normalizeCourse, type Course } from '../../course';
import { publicKeys } from '../../../app/queryKeys';

export type CheckoutCourseState = { status: 'loading' } | { status: 'ready'; course: Course } | { status: 'missing' };

/**
 * The course being bought: the one in the navigation state when it matches the id, else
 * GET /courses/{id} (shared in the cache with the course page). Without a course: 'missing'.
 */
export function useCheckoutCourse(courseId: number | null, stateCourse: unknown): CheckoutCourseState {
  const http = useHttp();
  // The navigation state is read once.
  const [usable] = useState(() => {
    const fromState = stateCourse && typeof stateCourse === 'object' ? normalizeCourse(stateCourse) : null;
    return hasCourseId(fromState) && (courseId === null || fromState.id === courseId) ? fromState : null;
  });
  const id = usable ? null : courseId;
  const query = useQuery({
    queryKey: publicKeys.course(id ?? 0),
    queryFn: ({ signal }) => getCourse(http, id as number, signal),
    enabled: id !== null,
  });
  if (usable) return { status: 'ready', course: usable };
  if (courseId === null) return { status: 'missing' };
  if (query.data) return hasCourseId(query.data) ? { status: 'ready', course: query.data } : { status: 'missing' };
  return query.isError ? { status: 'missing' } : { status: 'loading' };
}
