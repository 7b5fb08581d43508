import { useEffect, useState } from 'react';
import { useHttp } from '@inpro/ui';
import { errorMessage } from '@inpro/shared-contracts';
import type { Course } from '../../course';
import { searchCourses } from '../api/searchCourses';

export type SearchState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'success'; results: Course[]; total: number }
  | { status: 'error'; message: string };

/** Runs the search whenever q changes; an empty q asks the person to type something. */
export function useCourseSearch(q: string): SearchState {
  const http = useHttp();
  const [state, setState] = useState<SearchState>(q ? { status: 'loading' } : { status: 'empty' });

  useEffect(() => {
    if (!q) {
      setState({ status: 'empty' });
      return;
    }
    setState({ status: 'loading' });
    const ctrl = new AbortController();
    searchCourses(http, q, ctrl.signal).then(
      (page) =>
        !ctrl.signal.aborted &&
        setState({ status: 'success', results: page.content, total: Math.max(page.totalElements, page.content.length) }),
      (err) => !ctrl.signal.aborted && setState({ status: 'error', message: errorMessage(err, 'No se pudo buscar') }),
    );
    return () => ctrl.abort();
  }, [http, q]);

  return state;
}
