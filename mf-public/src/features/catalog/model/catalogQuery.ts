import { CATALOG_PAGE_SIZE, COURSE_LEVELS, COURSE_SORT_LABELS, COURSE_SORTS, type CourseSort } from '@inpro/shared-contracts';

export const SEARCH_DEBOUNCE_MS = 500;

/** Level filter: Todos, Básico, Intermedio, Avanzado. */
export const LEVEL_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Todos' },
  ...COURSE_LEVELS.map((level) => ({ value: level, label: level })),
];

export const SORT_OPTIONS: ReadonlyArray<{ value: CourseSort; label: string }> = COURSE_SORTS.map((value) => ({
  value,
  label: COURSE_SORT_LABELS[value],
}));

export type CatalogSort = CourseSort;
const DEFAULT_SORT: CatalogSort = 'popular';

/** The catalogue filters as they live in the URL query. */
export interface CatalogQuery {
  q: string;
  area: string;
  level: string;
  sort: CatalogSort;
}

const LEVELS: readonly string[] = COURSE_LEVELS;
const SORTS: readonly string[] = COURSE_SORTS;

/** Reads the filters from the URL; unknown levels or sorts fall back to the defaults. */
export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const level = params.get('level') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim(),
    area: (params.get('area') ?? '').trim(),
    level: level && LEVELS.includes(level) ? level : '',
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
