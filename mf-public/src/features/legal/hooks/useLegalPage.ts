import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import type { LegalPageSlug } from '@inpro/shared-contracts';
import { publicKeys } from '../../../app/queryKeys';
import { getLegalPage } from '../api/getLegalPage';

/** A legal or help page's text (fetched by the server when it prerenders the page). */
export function useLegalPage(slug: LegalPageSlug) {
  const http = useHttp();
  return useQuery({ queryKey: publicKeys.legalPage(slug), queryFn: ({ signal }) => getLegalPage(http, slug, signal) });
}
