import { sql } from 'drizzle-orm';
import type { Course } from '@inpro/shared-contracts';
import { rows, type Db } from '../../db';
import { coursesAfter, type CourseWithCount } from '../courses/repo';
import { CatalogueSnapshot } from './snapshot';

/** Rows read per query: a piece of PGlite's work (it runs on this thread) stays short. */
const CHUNK_ROWS = 500;

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads every course (published or not: the signed-in lists search the drafts too) and builds the
 * index. One read-only, repeatable-read transaction: the rows are one consistent view of the
 * catalogue, as a single query would give, read `chunkRows` at a time with the event loop free in
 * between.
 */
export async function loadCatalogueSnapshot(
  db: Db,
  toCourse: (row: CourseWithCount) => Course,
  chunkRows = CHUNK_ROWS,
): Promise<CatalogueSnapshot> {
  const { courses, version } = await db.transaction(
    async (tx) => {
      // The first statement fixes the transaction's snapshot: the version of the catalogue read here.
      const [{ version }] = await rows<{ version: string }>(tx, sql`select pg_current_snapshot()::text as version`);
      const list: Course[] = [];
      let afterId = 0;
      for (;;) {
        const chunk = await coursesAfter(tx, afterId, chunkRows);
        if (!chunk.length) break;
        afterId = chunk[chunk.length - 1].id;
        for (const row of chunk) list.push(toCourse(row));
        await breathe();
      }
      return { courses: list, version };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return CatalogueSnapshot.build(courses, version);
}

/**
 * True when nothing was committed in the database since `snapshot` was read: the same
 * pg_current_snapshot (no transaction ended, none took an id), so the same data. Any error: false.
 */
export async function catalogueUnchanged(db: Db, snapshot: CatalogueSnapshot): Promise<boolean> {
  if (snapshot.version === null) return false;
  try {
    const [row] = await rows<{ same: boolean }>(db, sql`select pg_current_snapshot()::text = ${snapshot.version} as same`);
    return row?.same === true;
  } catch {
    return false;
  }
}
