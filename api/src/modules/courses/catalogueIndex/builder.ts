import type { Course, CourseSort } from '@inpro/shared-contracts';
import { trigramSequence, type WordCharTest } from './trigrams';
import { SORTS, wordCharTest, type SnapshotFacts, type SnapshotRow } from './model';
import { CatalogueSnapshot } from './snapshot';

const POPULARITY_RANK: Record<string, number> = { Alta: 3, Media: 2, Baja: 1 };

/** orderBy() of repo.ts for the public sorts (the title sort depends on the collation: not here). */
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

/** Lets the event loop run (HTTP requests) between two pieces of a long build. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds a snapshot a few hundred rows at a time (add), then its orders (finish), giving the event
 * loop back in between: a rebuild never holds up the requests for long.
 */
export class SnapshotBuilder {
  private readonly rows: SnapshotRow[] = [];
  private readonly isWordChar: WordCharTest;
  private readonly trigramIds = new Map<number, number>();
  private readonly postings: number[][] = [];
  /** Per row: its trigram ids in order, and each one's number among the row's distinct trigrams. */
  private readonly ids: Int32Array[] = [];
  private readonly locals: Int32Array[] = [];
  /** Per trigram id: the last row that had it, and its number in that row. */
  private readonly lastRow: number[] = [];
  private readonly localInRow: number[] = [];
  private mostDistinct = 0;

  constructor(private readonly facts: SnapshotFacts) {
    this.isWordChar = wordCharTest(facts);
  }

  /** Adds rows (their non-ASCII characters must be in facts.wordChars by now). */
  add(rows: readonly SnapshotRow[]): void {
    for (const r of rows) {
      const row = this.rows.length;
      this.rows.push(r);
      const seq = r.searchText === null ? [] : trigramSequence(r.searchText, this.isWordChar);
      const ids = new Int32Array(seq.length);
      const locals = new Int32Array(seq.length);
      let distinct = 0;
      seq.forEach((trigram, i) => {
        let id = this.trigramIds.get(trigram);
        if (id === undefined) {
          id = this.postings.length;
          this.trigramIds.set(trigram, id);
          this.postings.push([]);
          this.lastRow.push(-1);
          this.localInRow.push(0);
        }
        if (this.lastRow[id] !== row) {
          this.lastRow[id] = row;
          this.localInRow[id] = distinct;
          distinct += 1;
          this.postings[id].push(row);
        }
        ids[i] = id;
        locals[i] = this.localInRow[id];
      });
      this.ids.push(ids);
      this.locals.push(locals);
      this.mostDistinct = Math.max(this.mostDistinct, distinct);
    }
  }

  async finish(): Promise<CatalogueSnapshot> {
    const size = this.rows.length;
    const trigramStart = new Int32Array(size + 1);
    this.ids.forEach((ids, row) => (trigramStart[row + 1] = trigramStart[row] + ids.length));
    const trigramId = new Int32Array(trigramStart[size]);
    const trigramLocal = this.mostDistinct > 0xffff ? new Int32Array(trigramStart[size]) : new Uint16Array(trigramStart[size]);
    this.ids.forEach((ids, row) => trigramId.set(ids, trigramStart[row]));
    this.locals.forEach((locals, row) => trigramLocal.set(locals, trigramStart[row]));
    const postings = this.postings.map((list) => Int32Array.from(list));
    const courses = this.rows.map((r) => r.course);
    const order = {} as Record<CourseSort, Int32Array>;
    for (const sort of SORTS) {
      await breathe();
      order[sort] = Int32Array.from(courses.keys()).sort((a, b) => COMPARE[sort](courses[a], courses[b]));
    }
    const { rows, facts, trigramIds, mostDistinct } = this;
    return new CatalogueSnapshot({ rows, facts, order, trigramIds, postings, trigramStart, trigramId, trigramLocal, mostDistinct });
  }
}
