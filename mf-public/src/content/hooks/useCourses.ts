import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { errorMessage, type HttpClient } from '@inpro/shared-contracts';
import { publicKeys } from '../../app/queryKeys';
import type { PublicCourse } from '../types';

export type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; courses: PublicCourse[] };

export type CourseLoader = (http: HttpClient, signal: AbortSignal) => Promise<PublicCourse[]>;

/**
 * Runs a course loader (one of the api/ operations) through the query cache under `name`;
 * `retry` runs it again after an error (showing the loading state meanwhile). `initial` gives
 * courses the page already has (inlined by the server), shown without asking the API.
 */
export function useCourses(
  name: string,
  load: CourseLoader,
  fallbackError: string,
  initial?: () => PublicCourse[] | undefined,
): { state: LoadState; retry: () => void } {
  const http = useHttp();
  const query = useQuery({ queryKey: publicKeys.courseList(name), queryFn: ({ signal }) => load(http, signal), initialData: initial });
  let state: LoadState;
  if (query.data) state = { status: 'success', courses: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error', message: errorMessage(query.error, fallbackError) };
  else state = { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
