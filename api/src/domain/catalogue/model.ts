import type { Course, CourseSort } from '@inpro/shared-contracts';

// The shapes the catalogue index is asked (snapshot.ts tells the design).

/** A public catalogue query: search text, filters, sort and page (GET /courses/filter, GET /courses). */
export interface CatalogueQuery {
  q?: string;
  area?: string;
  level?: string;
  type?: string;
  /** Presencial, Virtual or Mixto: the modality of the course's schedule (courseModality). */
  modality?: string;
  sort: CourseSort;
  offset: number;
  limit: number;
}

export interface CataloguePage {
  rows: Course[];
  total: number;
}

/** Which courses a search of the signed-in lists may return (administrator, teacher). */
export interface CourseScope {
  published?: boolean;
  teacherId?: number;
}

/** The public sorts the index keeps an order for. */
export const SORTS: readonly CourseSort[] = ['popular', 'rating', 'hours', 'price_asc', 'price_desc'];
