import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { errorMessage } from '@inpro/shared-contracts';
import type { Course } from '../../course';
import { publicKeys } from '../../../app/queryKeys';
import { searchCourses } from '../api/searchCourses';

export type SearchState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'success'; results: Course[]; total: number }
  | { status: 'error'; message: string };

/** Runs the search whenever q changes; an empty q asks the person to type something. */
export function useCourseSearch(q: string): SearchState {
  const http = useHttp();
  const query = useQuery({
    queryKey: publicKeys.search(q),
    queryFn: ({ signal }) => searchCourses(http, q, signal),
    enabled: Boolean(q),
  });
  if (!q) return { status: 'empty' };
  if (query.data)
    return { status: 'success', results: query.data.content, total: Math.max(query.data.totalElements, query.data.content.length) };
  if (query.isError) return { status: 'error', message: errorMessage(query.error, 'No se pudo buscar') };
  return { status: 'loading' };
}
