import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { publicKeys } from '../../../app/queryKeys';
import { searchDiplomas, type DiplomaSearch } from '../api/searchDiplomas';

/**
 * The diplomas matching `search`, page by page from the server ('Cargar más diplomados' asks for the
 * next one); the last answer stays on screen while a new search loads.
 */
export function useDiplomas(search: Omit<DiplomaSearch, 'page'>) {
  const http = useHttp();
  return useInfiniteQuery({
    queryKey: publicKeys.diplomas(search),
    queryFn: ({ pageParam, signal }) => searchDiplomas(http, { ...search, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length : undefined),
    placeholderData: keepPreviousData,
  });
}
