export const CATALOG_PAGE_SIZE = 12;
export const SEARCH_DEBOUNCE_MS = 500;

export const LEVEL_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'Básico', label: 'Básico' },
  { value: 'Intermedio', label: 'Intermedio' },
  { value: 'Avanzado', label: 'Avanzado' },
] as const;

export const SORT_OPTIONS = [
  { value: 'popular', label: 'Más populares' },
  { value: 'rating', label: 'Mejor valorados' },
  { value: 'hours', label: 'Más horas' },
  { value: 'price_asc', label: 'Precio: menor a mayor' },
  { value: 'price_desc', label: 'Precio: mayor a menor' },
] as const;

export type CatalogSort = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: CatalogSort = 'popular';

/** The catalogue filters as they live in the URL query. */
export interface CatalogQuery {
  q: string;
  area: string;
  level: string;
  sort: CatalogSort;
}

const LEVELS = LEVEL_OPTIONS.map((o) => o.value as string);
const SORTS = SORT_OPTIONS.map((o) => o.value as string);

/** Reads the filters from the URL; unknown levels or sorts fall back to the defaults. */
export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const level = params.get('level') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    area: (params.get('area') ?? '').trim(),
    level: LEVELS.includes(level) ? level : '',
    sort: (SORTS.includes(sort) ? sort : DEFAULT_SORT) as CatalogSort,
  };
}

/** URL query of the filters; defaults are left out so the plain /cursos stays clean. */
export function writeCatalogQuery(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.area) params.set('area', query.area);
  if (query.level) params.set('level', query.level);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  return params;
}

/** Parameters of GET /courses/filter for one page. */
export function filterParams(query: CatalogQuery, page: number, size = CATALOG_PAGE_SIZE): Record<string, string | number> {
  const params: Record<string, string | number> = { sort: query.sort, page, size };
  if (query.q) params.q = query.q;
  if (query.area) params.area = query.area;
  if (query.level) params.level = query.level;
  return params;
}
