import type { Course, CourseSort } from '@inpro/shared-contracts';
import { isAsciiWordChar, type WordCharTest } from './trigrams';

// The shapes a catalogue snapshot is read from, built of and asked (snapshot.ts tells the design).

export interface SnapshotRow {
  course: Course;
  /** The row's search_text (inpro_fold of title, code, area, teacher, type and level). */
  searchText: string | null;
  /** inpro_fold(title), for the relevance order. */
  foldedTitle: string | null;
  /** inpro_fold(area), for the area filter. */
  foldedArea: string | null;
}

/** What the database says about folding and trigrams, read with the rows. */
export interface SnapshotFacts {
  /** inpro_fold of every character the snapshot may fold itself (in query words and areas). */
  folds: ReadonlyMap<string, string>;
  /**
   * pg_trgm's verdict on every non-ASCII code point of the rows' texts and of the folds: true for a
   * word character (a letter or digit in the database's locale).
   */
  wordChars: ReadonlyMap<number, boolean>;
  /** pg_trgm.word_similarity_threshold; null when unknown (near words then go to SQL). */
  threshold: number | null;
  /** The database snapshot the rows were read in (pg_current_snapshot), to tell later whether anything changed. */
  version: string | null;
}

export interface CatalogueQuery {
  q?: string;
  area?: string;
  level?: string;
  type?: string;
  sort: CourseSort;
  offset: number;
  limit: number;
}

export interface CataloguePage {
  rows: Course[];
  total: number;
}

/** The public sorts a snapshot keeps an order for. */
export const SORTS: readonly CourseSort[] = ['popular', 'rating', 'hours', 'price_asc', 'price_desc'];

/** The pg_trgm word-character test of a snapshot's facts. */
export function wordCharTest(facts: SnapshotFacts): WordCharTest {
  return (cp) => (cp < 0x80 ? isAsciiWordChar(cp) : facts.wordChars.get(cp) === true);
}

/** What a snapshot is made of (SnapshotBuilder.finish). */
export interface SnapshotParts {
  rows: SnapshotRow[];
  facts: SnapshotFacts;
  order: Record<CourseSort, Int32Array>;
  trigramIds: Map<number, number>;
  postings: Int32Array[];
  trigramStart: Int32Array;
  trigramId: Int32Array;
  trigramLocal: Uint16Array | Int32Array;
  mostDistinct: number;
}
