import type { Course, CourseSort } from '@inpro/shared-contracts';
import { isNearWord, searchWords } from '../../../lib/search';
import { iterateWordSimilarity, minSharedTrigrams, trigramKey, trigramSet, trigramWords, type WordCharTest } from './trigrams';
import { SORTS, wordCharTest, type CatalogueQuery, type CataloguePage, type SnapshotFacts, type SnapshotParts } from './model';
import { EMPTY, groupRows, intersect, Marks } from './rowSets';

/**
 * The published catalogue in memory with a search index: it answers the public catalogue queries
 * with exactly the rows, order and total of the SQL in repo.ts (pageCourses with
 * nearSearchCondition, searchRelevance and orderBy), or says it cannot (undefined) and the SQL
 * answers. Built (SnapshotBuilder, builder.ts) once per catalogue version by catalogueIndex.ts; its
 * shapes are in model.ts.
 *
 * Matching, per search word w (searchWords), as the SQL does:
 *   search_text LIKE '%' || inpro_fold(w) || '%'   — a substring test here, or for a near word
 *   (isNearWord) also inpro_fold(w) <% search_text  — pg_trgm's word similarity (trigrams.ts).
 * inpro_fold(w) is computed character by character from a table the database folded (unaccent has
 * no rule of more than one character); a word with a character outside that table goes to SQL.
 *
 * The index: every row's pg_trgm trigrams in order (for the word similarity) and, per trigram, the
 * rows that have it (postings). A trigram is numbered once for the snapshot (dense ids), and each
 * row's trigrams also carry their number among the row's distinct trigrams, so the similarity of a
 * row needs no hashing at query time. A word's LIKE candidates are the rows having the rarest trigram
 * inside one of its runs of word characters (such a run sits inside one word of the text, so its
 * inner trigrams are among the text's); its near candidates are the rows sharing enough of its
 * trigrams (minSharedTrigrams). Only the candidates are tested, not every row.
 */

/** One search word, ready to match. */
interface QueryWord {
  /** inpro_fold(w) */
  folded: string;
  /** The folded word and whether it may match as a near word: what its matches depend on. */
  key: string;
  /** The rows holding the rarest trigram inside the word, if it has a run of ≥ 3 word characters. */
  likeCandidates: Int32Array | null;
  /**
   * Near words only: the ids of its distinct trigrams that some row has, how many distinct trigrams
   * it has (ulen1), how many a row must share, and the postings' total length.
   */
  near: { ids: number[]; distinct: number; minShared: number; postingSize: number } | null;
}

/** A word's matches among all rows: as written, and only as a near word (ascending row numbers). */
interface WordMatches {
  like: Int32Array;
  near: Int32Array;
}

/** The word matches kept per snapshot, in row ids (4 bytes each): 1,000,000 is 4 MB. */
const WORD_MATCHES_MAX = 1_000_000;

/** Words whose title matches are kept (for the relevance of searches with many matches). */
const TITLE_WORDS_MAX = 64;

/** At most this many words (searchWords keeps 8). */
const MAX_WORDS = 8;

export class CatalogueSnapshot {
  readonly size: number;
  readonly facts: SnapshotFacts;
  private readonly courses: Course[];
  private readonly texts: (string | null)[];
  private readonly titles: (string | null)[];
  private readonly all: Int32Array;
  private readonly byArea: Map<string, Int32Array>;
  private readonly byLevel: Map<string, Int32Array>;
  private readonly byType: Map<string, Int32Array>;
  /** Per sort, the rows in order and each row's place in it. */
  private readonly order: Record<CourseSort, Int32Array>;
  private readonly rank = {} as Record<CourseSort, Int32Array>;
  /** trigram → its id; postings[id]: the rows having it, ascending. */
  private readonly trigramIds: Map<number, number>;
  private readonly postings: Int32Array[];
  /**
   * Row i's trigrams are at [trigramStart[i], trigramStart[i + 1]): their ids, and their numbers
   * among the row's distinct trigrams (0, 1, 2, … in order of first appearance).
   */
  private readonly trigramStart: Int32Array;
  private readonly trigramId: Int32Array;
  private readonly trigramLocal: Uint16Array | Int32Array;
  private readonly isWordChar: WordCharTest;
  // Scratch space of one query (queries run one at a time: page() is synchronous).
  private readonly alive: Marks;
  private readonly like: Marks[] = [];
  private readonly inQuery: Marks;
  private readonly shared: Uint8Array;
  private readonly relevanceOf: Uint8Array;
  private readonly found: Uint8Array;
  private readonly lastpos: Int32Array;
  /** Recent words' matches among all rows (least recently used first). */
  private readonly wordMatches = new Map<string, WordMatches>();
  private wordMatchesSize = 0;
  private readonly titleMatches = new Map<string, Int32Array>();

  constructor(parts: SnapshotParts) {
    const { rows } = parts;
    this.size = rows.length;
    this.facts = parts.facts;
    this.courses = rows.map((r) => r.course);
    this.texts = rows.map((r) => r.searchText);
    this.titles = rows.map((r) => r.foldedTitle);
    this.all = Int32Array.from(rows.keys());
    this.byArea = groupRows(rows, (r) => r.foldedArea);
    this.byLevel = groupRows(rows, (r) => r.course.level);
    this.byType = groupRows(rows, (r) => r.course.type);
    this.order = parts.order;
    for (const sort of SORTS) {
      const rank = new Int32Array(this.size);
      this.order[sort].forEach((row, place) => (rank[row] = place));
      this.rank[sort] = rank;
    }
    this.trigramIds = parts.trigramIds;
    this.postings = parts.postings;
    this.trigramStart = parts.trigramStart;
    this.trigramId = parts.trigramId;
    this.trigramLocal = parts.trigramLocal;
    this.isWordChar = wordCharTest(parts.facts);

    this.alive = new Marks(this.size);
    for (let i = 0; i < MAX_WORDS; i += 1) this.like.push(new Marks(this.size));
    this.inQuery = new Marks(this.postings.length);
    this.shared = new Uint8Array(this.size);
    this.relevanceOf = new Uint8Array(this.size);
    this.found = new Uint8Array(parts.mostDistinct);
    this.lastpos = new Int32Array(parts.mostDistinct);
  }

  /** One page of the catalogue and the number of matches, or undefined when only the SQL can be sure. */
  page(query: CatalogueQuery): CataloguePage | undefined {
    const words = this.prepare(query.q);
    if (!words) return undefined;
    let rows: Int32Array | null = null;
    if (query.area) {
      const area = this.fold(query.area);
      if (area === undefined) return undefined;
      rows = intersect(rows, this.byArea.get(area) ?? EMPTY);
    }
    if (query.level) rows = intersect(rows, this.byLevel.get(query.level) ?? EMPTY);
    if (query.type) rows = intersect(rows, this.byType.get(query.type) ?? EMPTY);
    // The most selective words first: each word only tests the rows the others left.
    const byCost = words.map((w, i) => ({ w, i })).sort((a, b) => this.cost(a.w) - this.cost(b.w));
    for (const { w, i } of byCost) rows = this.match(w, rows, this.like[i]);
    rows ??= this.all;
    return { rows: this.sorted(rows, words, query), total: rows.length };
  }

  /** The folded words of `q`; undefined when one of them cannot be matched here exactly. */
  private prepare(q: string | undefined): QueryWord[] | undefined {
    const words: QueryWord[] = [];
    for (const w of searchWords(q)) {
      const folded = this.fold(w);
      if (folded === undefined) return undefined;
      for (const ch of folded) {
        const cp = ch.codePointAt(0) as number;
        if (cp >= 0x80 && !this.facts.wordChars.has(cp)) return undefined;
      }
      let near: QueryWord['near'] = null;
      if (isNearWord(w)) {
        const threshold = this.facts.threshold;
        if (threshold === null || !(threshold > 0)) return undefined;
        const trigrams = trigramSet(folded, this.isWordChar);
        // A trigram no row has can never be shared, but it counts in ulen1.
        const ids = trigrams.map((t) => this.trigramIds.get(t)).filter((id): id is number => id !== undefined);
        const postingSize = ids.reduce((n, id) => n + this.postings[id].length, 0);
        near = { ids, distinct: trigrams.length, minShared: minSharedTrigrams(trigrams.length, threshold), postingSize };
      }
      words.push({ folded, key: `${near ? 'near' : 'like'}:${folded}`, likeCandidates: this.likeCandidates(folded), near });
    }
    return words;
  }

  /** inpro_fold(text) from the database's table, or undefined for a character outside it. */
  private fold(text: string): string | undefined {
    let out = '';
    for (const ch of text) {
      const f = this.facts.folds.get(ch);
      if (f === undefined) return undefined;
      out += f;
    }
    return out;
  }

  /** The rows holding the rarest inner trigram of the word's runs of ≥ 3 word characters; null when it has none. */
  private likeCandidates(folded: string): Int32Array | null {
    let best: Int32Array | null = null;
    for (const run of trigramWords(folded, this.isWordChar)) {
      for (let i = 0; i + 2 < run.length; i += 1) {
        const id = this.trigramIds.get(trigramKey(run[i], run[i + 1], run[i + 2]));
        const rows = id === undefined ? EMPTY : this.postings[id];
        if (best === null || rows.length < best.length) best = rows;
      }
    }
    return best;
  }

  private cost(w: QueryWord): number {
    const known = this.wordMatches.get(w.key);
    if (known) return known.like.length + known.near.length;
    return (w.likeCandidates?.length ?? this.size) + (w.near ? w.near.postingSize : 0);
  }

  /**
   * The rows of `rows` (null: all) matching the word; marks in `like` those matching it as written.
   * A word's matches among all rows are kept (wordMatches) for the next searches with that word;
   * when few rows are left and the word is new, those rows are tested one by one instead.
   */
  private match(w: QueryWord, rows: Int32Array | null, like: Marks): Int32Array {
    const likeStamp = like.next();
    let all = this.wordMatches.get(w.key);
    if (!all && rows && rows.length * 64 <= this.cost(w)) return this.matchEach(w, rows, like.of, likeStamp);
    if (all) {
      this.wordMatches.delete(w.key); // most recently used last
      this.wordMatches.set(w.key, all);
    } else {
      all = this.matchAll(w);
      this.remember(w.key, all);
    }
    const aliveStamp = this.alive.next();
    if (rows) for (const row of rows) this.alive.of[row] = aliveStamp;
    const out: number[] = [];
    for (const row of all.like) {
      if (rows && this.alive.of[row] !== aliveStamp) continue;
      like.of[row] = likeStamp;
      out.push(row);
    }
    for (const row of all.near) if (!rows || this.alive.of[row] === aliveStamp) out.push(row);
    return Int32Array.from(out);
  }

  /** The word's matches among all rows: as written (a substring of search_text) and, apart, as a near word. */
  private matchAll(w: QueryWord): WordMatches {
    const like: number[] = [];
    const likeMarks = this.alive; // scratch here: marks the rows matching as written
    const stamp = likeMarks.next();
    for (const row of w.likeCandidates ?? this.all) {
      const text = this.texts[row];
      if (text !== null && text.includes(w.folded)) {
        like.push(row);
        likeMarks.of[row] = stamp;
      }
    }
    const near: number[] = [];
    const n = w.near;
    if (n && n.minShared <= n.distinct) {
      // Count the trigrams each row shares with the word; only rows sharing enough are tested.
      const queryStamp = this.markQuery(n);
      const touched: number[] = [];
      for (const id of n.ids) {
        for (const row of this.postings[id]) {
          if (this.shared[row] === 0) touched.push(row);
          this.shared[row] += 1;
        }
      }
      for (const row of touched) {
        if (this.shared[row] >= n.minShared && likeMarks.of[row] !== stamp && this.nearEnough(row, n.distinct, queryStamp)) near.push(row);
        this.shared[row] = 0;
      }
      near.sort((x, y) => x - y);
    }
    return { like: Int32Array.from(like), near: Int32Array.from(near) };
  }

  /** The rows of `rows` matching the word, each tested alone (few rows left). */
  private matchEach(w: QueryWord, rows: Int32Array, likeOf: Uint32Array, likeStamp: number): Int32Array {
    const out: number[] = [];
    const queryStamp = w.near ? this.markQuery(w.near) : 0;
    for (const row of rows) {
      const text = this.texts[row];
      if (text === null) continue;
      if (text.includes(w.folded)) {
        likeOf[row] = likeStamp;
        out.push(row);
      } else if (w.near && w.near.minShared <= w.near.distinct && this.nearEnough(row, w.near.distinct, queryStamp)) out.push(row);
    }
    return Int32Array.from(out);
  }

  /** Marks the word's trigram ids in `inQuery`; answers the stamp. */
  private markQuery(near: NonNullable<QueryWord['near']>): number {
    const stamp = this.inQuery.next();
    for (const id of near.ids) this.inQuery.of[id] = stamp;
    return stamp;
  }

  /** Keeps a word's matches, forgetting the least recently used words beyond WORD_MATCHES_MAX row ids. */
  private remember(key: string, matches: WordMatches): void {
    this.wordMatches.set(key, matches);
    this.wordMatchesSize += matches.like.length + matches.near.length;
    for (const [oldKey, old] of this.wordMatches) {
      if (this.wordMatchesSize <= WORD_MATCHES_MAX || oldKey === key) break;
      this.wordMatches.delete(oldKey);
      this.wordMatchesSize -= old.like.length + old.near.length;
    }
  }

  /** `word <% search_text` for the row: the query's trigrams are the ids marked with `queryStamp`. */
  private nearEnough(row: number, ulen1: number, queryStamp: number): boolean {
    const from = this.trigramStart[row];
    const to = this.trigramStart[row + 1];
    // The row's distinct trigrams, numbered by first appearance: which are the query's.
    let groups = 0;
    for (let i = from; i < to; i += 1) {
      if (this.trigramLocal[i] !== groups) continue;
      this.found[groups] = this.inQuery.of[this.trigramId[i]] === queryStamp ? 1 : 0;
      this.lastpos[groups] = -1;
      groups += 1;
    }
    const threshold = this.facts.threshold as number;
    return iterateWordSimilarity(this.trigramLocal, from, to, this.found, this.lastpos, ulen1, threshold) >= threshold;
  }

  /**
   * searchRelevance for each of `rows`, in relevanceOf: per word 3 when the folded title holds it, 2
   * when search_text does (the word's `like` marks), else 1. Leaves `rows` marked in `alive`.
   */
  private relevance(rows: Int32Array, words: QueryWord[]): void {
    const marks = this.alive;
    const stamp = marks.next();
    for (const row of rows) {
      marks.of[row] = stamp;
      this.relevanceOf[row] = 0;
    }
    const many = rows.length * 8 > this.size;
    words.forEach((w, wi) => {
      const like = this.like[wi];
      for (const row of rows) {
        const title = this.titles[row];
        this.relevanceOf[row] += !many && title !== null && title.includes(w.folded) ? 3 : like.of[row] === like.stamp ? 2 : 1;
      }
      // Many rows: the word's rows with it in the title, found once per word, get their 3.
      if (many)
        for (const row of this.titleRows(w.folded))
          if (marks.of[row] === stamp) this.relevanceOf[row] += like.of[row] === like.stamp ? 1 : 2;
    });
  }

  /** The rows whose folded title holds `folded` (kept for the last TITLE_WORDS_MAX words). */
  private titleRows(folded: string): Int32Array {
    let found = this.titleMatches.get(folded);
    if (!found) {
      const list: number[] = [];
      this.titles.forEach((title, row) => {
        if (title !== null && title.includes(folded)) list.push(row);
      });
      found = Int32Array.from(list);
      this.titleMatches.set(folded, found);
      if (this.titleMatches.size > TITLE_WORDS_MAX) this.titleMatches.delete(this.titleMatches.keys().next().value as string);
    }
    return found;
  }

  /** The page of `rows` in the query's order (repo.ts orderBy; with words, popular ranks by relevance first). */
  private sorted(rows: Int32Array, words: QueryWord[], query: CatalogueQuery): Course[] {
    const { offset, limit, sort } = query;
    if (offset >= rows.length) return [];
    const order = this.order[sort];
    const rank = this.rank[sort];
    const end = Math.min(rows.length, offset + limit);
    if (words.length && sort === 'popular') {
      // searchRelevance: per word 3 when the folded title holds it, 2 when search_text does, else 1;
      // the higher first, each relevance in the popular order.
      const top = 3 * words.length;
      this.relevance(rows, words);
      const before = new Int32Array(top + 2); // before[r]: rows of relevance > r
      for (const row of rows) before[this.relevanceOf[row] - 1] += 1;
      for (let r = top - 1; r >= 0; r -= 1) before[r] += before[r + 1];
      if (rows.length * 8 > this.size) {
        // Many rows: walk the popular order once, placing each row after the more relevant ones.
        const marks = this.alive;
        const stamp = marks.stamp; // relevance() marked the rows
        const page: Course[] = new Array(end - offset);
        const placed = before.slice(1); // placed[r - 1]: next place for relevance r
        for (const row of order) {
          if (marks.of[row] !== stamp) continue;
          const place = placed[this.relevanceOf[row] - 1]++;
          if (place >= offset && place < end) page[place - offset] = this.courses[row];
        }
        return page;
      }
      const keys = Float64Array.from(rows, (row) => (top - this.relevanceOf[row]) * this.size + rank[row]);
      keys.sort();
      return Array.from(keys.subarray(offset, end), (k) => this.courses[order[k % this.size]]);
    }
    if (rows.length * 8 > this.size) {
      // Many rows: walk the order once.
      const marks = this.alive;
      const stamp = marks.next();
      for (const row of rows) marks.of[row] = stamp;
      const page: Course[] = [];
      let seen = 0;
      for (let i = 0; i < order.length && seen < end; i += 1) {
        if (marks.of[order[i]] !== stamp) continue;
        if (seen >= offset) page.push(this.courses[order[i]]);
        seen += 1;
      }
      return page;
    }
    const places = Int32Array.from(rows, (row) => rank[row]).sort();
    return Array.from(places.subarray(offset, end), (place) => this.courses[order[place]]);
  }
}
