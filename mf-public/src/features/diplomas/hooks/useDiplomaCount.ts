import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { publicKeys } from '../../../app/queryKeys';
import { searchDiplomas } from '../api/searchDiplomas';

/** How many diplomas are published at all ('Mostrando 3 de 5 diplomados'), read as a one-row page. */
export function useDiplomaCount() {
  const http = useHttp();
  return useQuery({
    queryKey: publicKeys.diplomaCount(),
    queryFn: async ({ signal }) => (await searchDiplomas(http, { size: 1 }, signal)).totalElements,
  });
}
