import { SESSION_MODES, type SessionMode } from '@inpro/shared-contracts';
import type { DiplomaSearch } from '../api/searchDiplomas';

export type ModalityFilter = 'Todas' | SessionMode;
export type PriceSort = 'none' | 'asc' | 'desc';

export const MODALITY_OPTIONS: readonly ModalityFilter[] = ['Todas', ...SESSION_MODES];

export interface DiplomaFilters {
  q: string;
  modality: ModalityFilter;
  sort: PriceSort;
}

export const DEFAULT_FILTERS: DiplomaFilters = { q: '', modality: 'Todas', sort: 'none' };

const SORTS: Record<PriceSort, DiplomaSearch['sort']> = { none: 'popular', asc: 'price_asc', desc: 'price_desc' };

/** The server's search for the page's filters: words (title, area, teacher), modality of the schedule, price order. */
export function diplomaSearch(filters: DiplomaFilters): DiplomaSearch {
  return {
    q: filters.q.trim() || undefined,
    modality: filters.modality === 'Todas' ? undefined : filters.modality,
    sort: SORTS[filters.sort],
  };
}
