import { useCallback, useEffect, useRef, useState } from 'react';
import { useHttp } from '@inpro/ui';
import { errorMessage } from '@inpro/shared-contracts';
import type { Course } from '../../course';
import { filterCourses } from '../api/filterCourses';
import { filterParams, type CatalogQuery } from '../model/catalogQuery';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export interface CatalogState {
  items: Course[];
  total: number;
  /** Last page loaded (0-based), -1 before the first. */
  page: number;
  totalPages: number;
  status: LoadStatus;
  error: string | null;
}

const INITIAL: CatalogState = { items: [], total: 0, page: -1, totalPages: 0, status: 'idle', error: null };

/**
 * Pages of the catalogue from the server. The list resets whenever the query changes;
 * loadMore() advances the page by one; retry() repeats the call that failed.
 */
export function useCatalogCourses(query: CatalogQuery) {
  const http = useHttp();
  const [state, setState] = useState<CatalogState>(INITIAL);
  const requestRef = useRef<AbortController | null>(null);
  const { q, area, level, sort } = query;

  const load = useCallback(
    (page: number) => {
      requestRef.current?.abort();
      const ctrl = new AbortController();
      requestRef.current = ctrl;
      setState((s) => (page === 0 ? { ...INITIAL, status: 'loading' } : { ...s, status: 'loading', error: null }));
      filterCourses(http, filterParams({ q, area, level, sort }, page), ctrl.signal).then(
        (res) => {
          if (ctrl.signal.aborted) return;
          setState((s) => ({
            items: page === 0 ? res.content : [...s.items, ...res.content],
            total: res.totalElements,
            page,
            totalPages: res.totalPages,
            status: 'success',
            error: null,
          }));
        },
        (err: unknown) => {
          if (ctrl.signal.aborted) return;
          setState((s) => ({ ...s, status: 'error', error: errorMessage(err, 'No se pudieron cargar los cursos.') }));
        },
      );
    },
    [http, q, area, level, sort],
  );

  useEffect(() => {
    load(0);
    return () => requestRef.current?.abort();
  }, [load]);

  const hasMore = state.items.length < state.total && state.page + 1 < Math.max(state.totalPages, 1);
  const loadMore = useCallback(() => load(state.page + 1), [load, state.page]);
  const retry = useCallback(() => load(state.page + 1), [load, state.page]);

  return { ...state, hasMore, loadMore, retry };
}
