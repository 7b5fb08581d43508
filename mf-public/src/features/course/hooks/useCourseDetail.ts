import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorStatus, useHttp } from '@inpro/ui';
import { publicKeys } from '../../../app/queryKeys';
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
  // The navigation state is read once (it belongs to the first id shown).
  const [navigation] = useState(() => ({ id, stateCourse }));
  const initial = navigation.id === id ? fromState(id, navigation.stateCourse) : null;
  const query = useQuery({
    queryKey: publicKeys.course(id ?? 0),
    queryFn: ({ signal }) => getCourse(http, id as number, signal),
    enabled: id !== null,
  });
  if (id === null) return { status: 'not-found', course: null };
  if (query.data) return { status: 'success', course: query.data.id > 0 ? query.data : { ...query.data, id } };
  if (initial) return { status: 'success', course: initial };
  if (query.isError) return { status: errorStatus(query.error) === 404 ? 'not-found' : 'error', course: null };
  return { status: 'loading', course: null };
}
