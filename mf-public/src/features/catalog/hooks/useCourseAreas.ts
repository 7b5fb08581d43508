import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { publicKeys } from '../../../app/queryKeys';
import { getCourseAreas } from '../api/getCourseAreas';

/**
 * Area filter options. An error leaves only "all areas" (the catalogue still works);
 * `retryIfFailed` asks again, for the catalogue's 'Reintentar'.
 */
export function useCourseAreas(): { areas: string[]; retryIfFailed: () => void } {
  const http = useHttp();
  const query = useQuery({ queryKey: publicKeys.areas(), queryFn: ({ signal }) => getCourseAreas(http, signal), staleTime: 5 * 60_000 });
  return {
    areas: query.data ?? [],
    retryIfFailed: () => {
      if (query.isError) void query.refetch();
    },
  };
}
