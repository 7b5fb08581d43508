import { LRUCache } from 'lru-cache';
import MiniSearch, { type Query } from 'minisearch';
import { courseModality, type Course, type CourseSort } from '@inpro/shared-contracts';
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

/** The public catalogue's filters, each a number per row. */
type Facet = 'area' | 'level' | 'type' | 'modality';

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
const DIGIT = /\d/;
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

function newSearchIndex(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: FIELDS,
    tokenize,
    processTerm: indexTerms,
    // A query is built here word by word (searchQuery): its terms are already processed.
    searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, boost: BOOST },
  });
}

/** How one word is looked up: as written, as a prefix or as its stem, with typos when it is a near word. */
function wordQuery(w: SearchWord): Query {
  return { queries: [w.term], prefix: true, fuzzy: w.near ? FUZZY : false };
}

/** One word's matches: rows ascending by nothing in particular, and each one's score. */
interface WordMatches {
  rows: Int32Array;
  scores: Float64Array;
}

/** The rows a search found (the first `count` of `rows`), with their scores in `scoreOf[row]`: the snapshot's scratch arrays. */
interface Found {
  rows: Int32Array;
  count: number;
  scoreOf: Float64Array;
}

export class CatalogueSnapshot {
  readonly size: number;
  private readonly courses: Course[];
  private readonly rowOf: Map<number, number>;
  /** Per row: published (1/0), and the number of its folded area, level, type and modality in `facets` (the filters, as typed arrays). */
  private readonly published: Uint8Array;
  private readonly facetOf: Record<Facet, Int32Array>;
  private readonly facets: Record<Facet, Map<string, number>>;
  /** Per sort, the rows in order and each row's place in it. */
  private readonly order = {} as Record<CourseSort, Int32Array>;
  private readonly rank = {} as Record<CourseSort, Int32Array>;
  /** Recent words' matches (row → score), kept for the next searches with the same word. */
  private readonly wordMatches = new LRUCache<string, WordMatches>({
    maxSize: WORD_MATCHES_MAX,
    sizeCalculation: (matches) => Math.max(1, matches.rows.length),
  });
  // Scratch space of one search (searches run one at a time: page() and matchingIds() are synchronous).
  private readonly scoreOf: Float64Array;
  private readonly wordsOf: Uint8Array;
  private readonly stampOf: Uint32Array;
  private stamp = 0;
  private readonly foundRows: Int32Array;

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
    this.scoreOf = new Float64Array(this.size);
    this.wordsOf = new Uint8Array(this.size);
    this.stampOf = new Uint32Array(this.size);
    this.foundRows = new Int32Array(this.size);
    this.published = Uint8Array.from(courses, (c) => (c.published ? 1 : 0));
    this.facets = { area: new Map(), level: new Map(), type: new Map(), modality: new Map() };
    const number = (facet: Facet, value: string): number => {
      const known = this.facets[facet].get(value);
      if (known !== undefined) return known;
      this.facets[facet].set(value, this.facets[facet].size);
      return this.facets[facet].size - 1;
    };
    this.facetOf = {
      area: Int32Array.from(courses, (c) => number('area', fold(c.area))),
      level: Int32Array.from(courses, (c) => number('level', c.level)),
      type: Int32Array.from(courses, (c) => number('type', c.type)),
      // A course with no sessions yet has no modality: '' is a value no filter asks for.
      modality: Int32Array.from(courses, (c) => number('modality', courseModality(c) ?? '')),
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
   * when it has symbols only). When no course has every word ('diplomado laboral') and no word has a
   * digit, the courses with some of them (the more words, the higher the sum of the words' BM25 scores).
   */
  private matches(q: string | undefined): Found | null {
    const words = searchWords(q);
    // Only stop words: the whole catalogue; only symbols ('%_%'): nothing has them.
    if (!words.length) return q?.trim() && !tokenize(q).length ? { rows: this.foundRows, count: 0, scoreOf: this.scoreOf } : null;
    const perWord = words.map((w) => this.matchesOf(w)).sort((a, b) => a.rows.length - b.rows.length);
    const every = this.combine(perWord, true);
    // Numbers and codes are precise ('ley 30364', 'penal 4711'): a search with one never falls back to its other words.
    if (every.count || words.length === 1 || words.some((w) => DIGIT.test(w.folded))) return every;
    return this.combine(perWord, false);
  }

  /**
   * The rows every word has ('AND', `all`) or any word has ('OR'), each with the sum of its words'
   * scores, as MiniSearch combines them. The words come smallest first: an AND keeps only the first one's rows.
   */
  private combine(perWord: readonly WordMatches[], all: boolean): Found {
    if (this.stamp === 0xffffffff) {
      this.stampOf.fill(0);
      this.stamp = 0;
    }
    const stamp = (this.stamp += 1);
    const { stampOf, scoreOf, wordsOf, foundRows } = this;
    let count = 0;
    perWord.forEach(({ rows, scores }, word) => {
      for (let i = 0; i < rows.length; i += 1) {
        const row = rows[i];
        if (stampOf[row] === stamp) {
          if (all && wordsOf[row] !== word) continue;
          scoreOf[row] += scores[i];
          wordsOf[row] += 1;
        } else if (!all || word === 0) {
          stampOf[row] = stamp;
          scoreOf[row] = scores[i];
          wordsOf[row] = 1;
          foundRows[count] = row;
          count += 1;
        }
      }
    });
    if (all && perWord.length > 1) {
      let kept = 0;
      for (let i = 0; i < count; i += 1) if (wordsOf[foundRows[i]] === perWord.length) foundRows[kept++] = foundRows[i];
      count = kept;
    }
    return { rows: foundRows, count, scoreOf };
  }

  /** One word's matches among all rows, with their scores (from the cache when the word was searched lately). */
  private matchesOf(w: SearchWord): WordMatches {
    const key = `${w.near ? '~' : '='}${w.term}`;
    const cached = this.wordMatches.get(key);
    if (cached) return cached;
    const hits = this.index.search(wordQuery(w));
    const matches: WordMatches = { rows: new Int32Array(hits.length), scores: new Float64Array(hits.length) };
    let n = 0;
    for (const hit of hits) {
      const row = this.rowOf.get(hit.id as number);
      if (row === undefined) continue;
      matches.rows[n] = row;
      matches.scores[n] = hit.score;
      n += 1;
    }
    const exact = { rows: matches.rows.subarray(0, n), scores: matches.scores.subarray(0, n) };
    this.wordMatches.set(key, exact);
    return exact;
  }

  /** One page of the public catalogue (published courses) and the number of matches. */
  page(query: CatalogueQuery): CataloguePage {
    const found = this.matches(query.q);
    // A filter value no course has: -2 (no row has it); no filter: -1.
    const wanted = (facet: Facet, value: string | undefined): number =>
      value ? (this.facets[facet].get(facet === 'area' ? fold(value) : value) ?? -2) : -1;
    const area = wanted('area', query.area);
    const level = wanted('level', query.level);
    const type = wanted('type', query.type);
    const modality = wanted('modality', query.modality);
    const { published, facetOf } = this;
    const keep = (row: number): boolean =>
      published[row] === 1 &&
      (area === -1 || facetOf.area[row] === area) &&
      (level === -1 || facetOf.level[row] === level) &&
      (type === -1 || facetOf.type[row] === type) &&
      (modality === -1 || facetOf.modality[row] === modality);
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
    const { scoreOf } = found;
    const matched = found.rows.subarray(0, found.count);
    // A search's default order is its relevance; an explicit sort is kept as chosen.
    const byScore = query.sort === 'popular';
    const before = (a: number, b: number): boolean => {
      if (byScore && scoreOf[a] !== scoreOf[b]) return scoreOf[a] > scoreOf[b];
      return rank[a] < rank[b];
    };
    if (end > TOP_MAX) {
      const rows = Array.from(matched).filter(keep);
      rows.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
      return { rows: rows.slice(query.offset, end).map((row) => this.courses[row]), total: rows.length };
    }
    // The first `end` rows in order, kept sorted as the matches go by (a page is a few rows of many matches).
    const top: number[] = [];
    let total = 0;
    for (const row of matched) {
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
    const { scoreOf } = found;
    for (const row of found.rows.subarray(0, found.count)) {
      const c = this.courses[row];
      if (scope.published !== undefined && c.published !== scope.published) continue;
      if (scope.teacherId !== undefined && c.teacherId !== scope.teacherId) continue;
      rows.push(row);
    }
    return rows.sort((a, b) => scoreOf[b] - scoreOf[a] || a - b).map((row) => this.courses[row].id);
  }
}
