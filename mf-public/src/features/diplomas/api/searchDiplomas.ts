import { CATALOG_PAGE_SIZE, type HttpClient, type Page, type SessionMode } from '@inpro/shared-contracts';
import type { PublicCourse } from '../../../content/types';

export interface DiplomaSearch {
  q?: string;
  modality?: SessionMode;
  sort?: 'popular' | 'price_asc' | 'price_desc';
  page?: number;
  size?: number;
}

/** GET /courses/filter?type=Diplomado&q=&modality=&sort=&page=&size=: one page of the published diplomas, found by the server. */
export async function searchDiplomas(http: HttpClient, search: DiplomaSearch, signal?: AbortSignal): Promise<Page<PublicCourse>> {
  const params = {
    type: 'Diplomado',
    q: search.q || undefined,
    modality: search.modality,
    sort: search.sort ?? 'popular',
    page: search.page ?? 0,
    size: search.size ?? CATALOG_PAGE_SIZE,
  };
  return (await http.get<Page<PublicCourse>>('/courses/filter', { params, signal })).data;
}
