import { useInfiniteQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { errorMessage } from '@inpro/shared-contracts';
import type { Course } from '../../course';
import { publicKeys } from '../../../app/queryKeys';
import { filterCourses } from '../api/filterCourses';
import { filterParams, type CatalogQuery } from '../model/catalogQuery';

type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

interface CatalogState {
  items: Course[];
  total: number;
  /** Last page loaded (0-based), -1 before the first. */
  page: number;
  totalPages: number;
  status: LoadStatus;
  error: string | null;
}

/**
 * Pages of the catalogue from the server (one infinite query per search and filters).
 * loadMore() fetches the next page; retry() repeats the call that failed.
 */
export function useCatalogCourses(query: CatalogQuery) {
  const http = useHttp();
  const { q, area, level, sort } = query;
  const result = useInfiniteQuery({
    queryKey: publicKeys.catalog({ q, area, level, sort }),
    queryFn: ({ pageParam, signal }) => filterCourses(http, filterParams({ q, area, level, sort }, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.content.length, 0);
      const next = pages.length;
      return loaded < last.totalElements && next < Math.max(last.totalPages, 1) ? next : undefined;
    },
  });

  const pages = result.data?.pages ?? [];
  const last = pages[pages.length - 1];
  const items = pages.flatMap((p) => p.content);
  const failed = result.isError || result.isFetchNextPageError;
  const loading = result.isPending || result.isFetchingNextPage || (failed && result.isFetching);
  const state: CatalogState = {
    items,
    total: last?.totalElements ?? 0,
    page: pages.length - 1,
    totalPages: last?.totalPages ?? 0,
    status: loading ? 'loading' : failed ? 'error' : 'success',
    error: failed && !loading ? errorMessage(result.error, 'No se pudieron cargar los cursos.') : null,
  };
  const loadMore = () => void result.fetchNextPage();
  const retry = () => void (pages.length ? result.fetchNextPage() : result.refetch());
  return { ...state, hasMore: Boolean(result.hasNextPage), loadMore, retry };
}
