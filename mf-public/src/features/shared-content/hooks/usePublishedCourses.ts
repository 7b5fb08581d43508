import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '@inpro/ui';
import { errorMessage } from '@inpro/shared-contracts';
import { getPublishedCourses } from '../api/getPublishedCourses';
import type { PublicCourse } from '../types';

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; courses: PublicCourse[] };

/** Loads the published courses once; `retry` loads them again after an error. */
export function usePublishedCourses(fallbackError: string): { state: LoadState; retry: () => void } {
  const http = useHttp();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPublishedCourses(http, controller.signal).then(
      (courses) => {
        if (!controller.signal.aborted) setState({ status: 'success', courses });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(err, fallbackError) });
      },
    );
    return () => controller.abort();
  }, [http, attempt, fallbackError]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
