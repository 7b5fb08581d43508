import { LRUCache } from 'lru-cache';
import MiniSearch, { type Query } from 'minisearch';
import type { Course, CourseSort } from '@inpro/shared-contracts';
import { SORTS, type CatalogueQuery, type CataloguePage, type CourseScope } from './model';
import { fold, indexTerms, searchWords, tokenize, type SearchWord } from './terms';

/**
 * Every course in memory with a MiniSearch index over its searchable fields: the one search engine
 * of the catalogue (public pages, the site search, the administrator's and the teacher's lists).
 * Built from PostgreSQL rows (load.ts) once per catalogue version by catalogueIndex.ts.
 *
 * A search matches a course when every word of it (terms.ts: folded, stop words out) is found in
 * the title, code, area, teachers' names, type or level, as written, as the start of a word
 * ('dipl' → 'Diplomado'), by its Spanish stem ('conciliacion' → 'Conciliadores'), or, for a word of
 * four letters or more without digits, within MiniSearch's edit distance (20 % of its length:
 * 'arbitrage' → 'Arbitraje', 'constitucinal' → 'Constitucional'). The default order of a search is
 * MiniSearch's score (BM25, a title match weighing most), ties in the popular order; the other sorts
 * keep their own order and only filter. Filters, sorts, pages and totals as repo.ts's orderBy.
 */

const POPULARITY_RANK: Record<string, number> = { Alta: 3, Media: 2, Baja: 1 };

/** The public orders (orderBy of repo.ts). */
const COMPARE: Record<CourseSort, (a: Course, b: Course) => number> = {
  popular: (a, b) =>
    (POPULARITY_RANK[b.popularity] ?? 0) - (POPULARITY_RANK[a.popularity] ?? 0) ||
    b.students - a.students ||
    b.rating - a.rating ||
    a.id - b.id,
  rating: (a, b) => b.rating - a.rating || b.students - a.students || a.id - b.id,
  hours: (a, b) => b.hours - a.hours || a.id - b.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || a.id - b.id,
};

/** What MiniSearch indexes of a course. */
interface SearchDocument {
  id: number;
  title: string;
  code: string;
  area: string;
  teachers: string;
  kind: string;
}

const FIELDS = ['title', 'code', 'area', 'teachers', 'kind'];
/** A word in the title counts most, then the area and the teachers; the type and level least. */
const BOOST = { title: 3, area: 1.5, teachers: 1.5, code: 1, kind: 0.5 };
/** Edit distance allowed to a near word, as a share of its length (MiniSearch rounds it). */
const FUZZY = 0.2;
/** The words' matches kept per snapshot, in rows (a few dozen bytes each): 200,000 is ~10 MB. */
const WORD_MATCHES_MAX = 200_000;
/** Pages ending past this many rows sort every match; nearer pages keep only the first rows in order. */
const TOP_MAX = 100;
/** Documents indexed between two breaths of the event loop while a snapshot is built. */
const CHUNK = 500;

function toDocument(c: Course): SearchDocument {
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    area: c.area,
    teachers: [c.teacherVisible, ...c.teachers.map((t) => t.name)].join(' '),
    kind: `${c.type} ${c.level}`,
  };
}

export function newSearchIndex(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: FIELDS,
    tokenize,
    processTerm: indexTerms,
    // A query is built here word by word (searchQuery): its terms are already processed.
    searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, boost: BOOST },
  });
}

/** How one word is looked up: as written, as a prefix or as its stem, with typos when it is a near word. */
export function wordQuery(w: SearchWord): Query {
  return { queries: [w.term], prefix: true, fuzzy: w.near ? FUZZY : false };
}

/** Every word ('AND'), or any of them ('OR'), as one MiniSearch query (the engine comparison, api/bench/search-engines.mjs). */
export function searchQuery(words: readonly SearchWord[], combineWith: 'AND' | 'OR' = 'AND'): Query {
  return { combineWith, queries: words.map(wordQuery) };
}

/** Sum of the words' scores over the rows every word has ('AND') or any word has ('OR'), as MiniSearch combines them. */
function combine(perWord: ReadonlyArray<ReadonlyMap<number, number>>, all: boolean): Map<number, number> {
  const out = new Map<number, number>();
  if (all) {
    const [smallest, ...others] = [...perWord].sort((a, b) => a.size - b.size);
    for (const [row, score] of smallest) {
      let sum = score;
      for (const other of others) {
        const s = other.get(row);
        if (s === undefined) {
          sum = Number.NaN;
          break;
        }
        sum += s;
      }
      if (!Number.isNaN(sum)) out.set(row, sum);
    }
    return out;
  }
  for (const matches of perWord) for (const [row, score] of matches) out.set(row, (out.get(row) ?? 0) + score);
  return out;
}

export class CatalogueSnapshot {
  readonly size: number;
  private readonly courses: Course[];
  private readonly rowOf: Map<number, number>;
  /** Per row: published (1/0), and the number of its folded area, level and type in `facets` (the filters, as typed arrays). */
  private readonly published: Uint8Array;
  private readonly facetOf: Record<'area' | 'level' | 'type', Int32Array>;
  private readonly facets: Record<'area' | 'level' | 'type', Map<string, number>>;
  /** Per sort, the rows in order and each row's place in it. */
  private readonly order = {} as Record<CourseSort, Int32Array>;
  private readonly rank = {} as Record<CourseSort, Int32Array>;
  /** Recent words' matches (row → score), kept for the next searches with the same word. */
  private readonly wordMatches = new LRUCache<string, Map<number, number>>({
    maxSize: WORD_MATCHES_MAX,
    sizeCalculation: (matches) => Math.max(1, matches.size),
  });

  /** Builds the index CHUNK courses at a time, giving the event loop back in between. */
  static async build(courses: Course[], version: string | null): Promise<CatalogueSnapshot> {
    const index = newSearchIndex();
    await index.addAllAsync(courses.map(toDocument), { chunkSize: CHUNK });
    return new CatalogueSnapshot(courses, index, version);
  }

  private constructor(
    courses: Course[],
    private readonly index: MiniSearch<SearchDocument>,
    /** The database snapshot the rows were read in (pg_current_snapshot), to tell later whether anything changed. */
    readonly version: string | null,
  ) {
    this.size = courses.length;
    this.courses = courses;
    this.rowOf = new Map(courses.map((c, row) => [c.id, row]));
    this.published = Uint8Array.from(courses, (c) => (c.published ? 1 : 0));
    this.facets = { area: new Map(), level: new Map(), type: new Map() };
    const number = (facet: 'area' | 'level' | 'type', value: string): number => {
      const known = this.facets[facet].get(value);
      if (known !== undefined) return known;
      this.facets[facet].set(value, this.facets[facet].size);
      return this.facets[facet].size - 1;
    };
    this.facetOf = {
      area: Int32Array.from(courses, (c) => number('area', fold(c.area))),
      level: Int32Array.from(courses, (c) => number('level', c.level)),
      type: Int32Array.from(courses, (c) => number('type', c.type)),
    };
    for (const sort of SORTS) {
      const order = Int32Array.from(courses.keys()).sort((a, b) => COMPARE[sort](courses[a], courses[b]));
      const rank = new Int32Array(this.size);
      order.forEach((row, place) => (rank[row] = place));
      this.order[sort] = order;
      this.rank[sort] = rank;
    }
  }

  /**
   * The rows matching `q` with their scores; null when `q` has no word to search (every row; none
   * when it has symbols only). When no course has every word ('diplomado laboral'), the courses with
   * some of them (the more words, the higher the sum of the words' BM25 scores).
   */
  private matches(q: string | undefined): Map<number, number> | null {
    const words = searchWords(q);
    // Only stop words: the whole catalogue; only symbols ('%_%'): nothing has them.
    if (!words.length) return q?.trim() && !tokenize(q).length ? new Map() : null;
    const perWord = words.map((w) => this.matchesOf(w));
    const found = combine(perWord, true);
    return found.size || words.length === 1 ? found : combine(perWord, false);
  }

  /** One word's matches among all rows, with their scores (from the cache when the word was searched lately). */
  private matchesOf(w: SearchWord): Map<number, number> {
    const key = `${w.near ? '~' : '='}${w.term}`;
    let matches = this.wordMatches.get(key);
    if (matches) return matches;
    matches = new Map();
    for (const hit of this.index.search(wordQuery(w))) {
      const row = this.rowOf.get(hit.id as number);
      if (row !== undefined) matches.set(row, hit.score);
    }
    this.wordMatches.set(key, matches);
    return matches;
  }

  /** One page of the public catalogue (published courses) and the number of matches. */
  page(query: CatalogueQuery): CataloguePage {
    const found = this.matches(query.q);
    // A filter value no course has: -2 (no row has it); no filter: -1.
    const wanted = (facet: 'area' | 'level' | 'type', value: string | undefined): number =>
      value ? (this.facets[facet].get(facet === 'area' ? fold(value) : value) ?? -2) : -1;
    const area = wanted('area', query.area);
    const level = wanted('level', query.level);
    const type = wanted('type', query.type);
    const { published, facetOf } = this;
    const keep = (row: number): boolean =>
      published[row] === 1 &&
      (area === -1 || facetOf.area[row] === area) &&
      (level === -1 || facetOf.level[row] === level) &&
      (type === -1 || facetOf.type[row] === type);
    const end = query.offset + query.limit;
    if (found === null) {
      // No search: the sort's order, filtered.
      const page: Course[] = [];
      let total = 0;
      for (const row of this.order[query.sort]) {
        if (!keep(row)) continue;
        if (total >= query.offset && total < end) page.push(this.courses[row]);
        total += 1;
      }
      return { rows: page, total };
    }
    const rank = this.rank[query.sort];
    // A search's default order is its relevance; an explicit sort is kept as chosen.
    const byScore = query.sort === 'popular';
    const before = (a: number, b: number): boolean => {
      if (byScore && found.get(a) !== found.get(b)) return (found.get(a) as number) > (found.get(b) as number);
      return rank[a] < rank[b];
    };
    if (end > TOP_MAX) {
      const rows = [...found.keys()].filter(keep);
      rows.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
      return { rows: rows.slice(query.offset, end).map((row) => this.courses[row]), total: rows.length };
    }
    // The first `end` rows in order, kept sorted as the matches go by (a page is a few rows of many matches).
    const top: number[] = [];
    let total = 0;
    for (const row of found.keys()) {
      if (!keep(row)) continue;
      total += 1;
      if (top.length === end && !before(row, top[end - 1])) continue;
      let at = top.length;
      while (at > 0 && before(row, top[at - 1])) at -= 1;
      top.splice(at, 0, row);
      if (top.length > end) top.pop();
    }
    return { rows: top.slice(query.offset).map((row) => this.courses[row]), total };
  }

  /** The ids of the courses matching `q` within `scope`, most relevant first; null when `q` has no word to search. */
  matchingIds(q: string | undefined, scope: CourseScope = {}): number[] | null {
    const found = this.matches(q);
    if (found === null) return null;
    const rows: number[] = [];
    for (const row of found.keys()) {
      const c = this.courses[row];
      if (scope.published !== undefined && c.published !== scope.published) continue;
      if (scope.teacherId !== undefined && c.teacherId !== scope.teacherId) continue;
      rows.push(row);
    }
    return rows.sort((a, b) => (found.get(b) as number) - (found.get(a) as number) || a - b).map((row) => this.courses[row].id);
  }
}
