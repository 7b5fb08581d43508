import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '@inpro/ui';
import { errorMessage, type HttpClient } from '@inpro/shared-contracts';
import type { PublicCourse } from '../types';

export type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; courses: PublicCourse[] };

export type CourseLoader = (http: HttpClient, signal: AbortSignal) => Promise<PublicCourse[]>;

/**
 * Runs a course loader (one of the api/ operations) once; `retry` runs it again after an error.
 * `load` must be a stable function (declared at module level).
 */
export function useCourses(load: CourseLoader, fallbackError: string): { state: LoadState; retry: () => void } {
  const http = useHttp();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(http, controller.signal).then(
      (courses) => {
        if (!controller.signal.aborted) setState({ status: 'success', courses });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(err, fallbackError) });
      },
    );
    return () => controller.abort();
  }, [http, load, attempt, fallbackError]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
