import { sql } from 'drizzle-orm';
import type { Course } from '@inpro/shared-contracts';
import { rows, type Db } from '../../../db';
import { publishedForSnapshot, type CourseWithCount } from '../repo';
import { SnapshotBuilder } from './builder';
import type { SnapshotRow } from './model';
import type { CatalogueSnapshot } from './snapshot';

/**
 * The characters the snapshot folds itself (query words, areas): printable ASCII, Latin-1 and Latin
 * Extended-A/B, and the common punctuation of U+2010–U+2027. Any other character in a search sends
 * it to SQL.
 */
function foldableChars(): string {
  let out = '';
  const ranges: Array<[number, number]> = [
    [0x20, 0x7e],
    [0xa0, 0x24f],
    [0x2010, 0x2027],
  ];
  for (const [from, to] of ranges) for (let cp = from; cp <= to; cp += 1) out += String.fromCodePoint(cp);
  return out;
}

const FOLDABLE = foldableChars();
/** LIKE's wildcards and escape: a fold that makes one out of another character would change the SQL pattern. */
const LIKE_SPECIAL = /[%_\\]/;

/**
 * inpro_fold of each foldable character, as the database computes it. Folding a text character by
 * character is right because unaccent's rules map single characters; as a check, the whole string
 * folded at once must equal its characters folded one by one, else the table is left empty (every
 * search then goes to SQL).
 */
async function foldTable(db: Db): Promise<Map<string, string>> {
  const list = await rows<{ c: string; f: string | null; whole: string | null }>(
    db,
    sql`select c, inpro_fold(c) as f, inpro_fold(${FOLDABLE}::text) as whole
        from unnest(string_to_array(${FOLDABLE}::text, null)) with ordinality as u(c, n) order by n`,
  );
  const folds = new Map<string, string>();
  if (list.map((r) => r.f ?? '').join('') !== list[0]?.whole) return folds;
  for (const { c, f } of list) if (f !== null && (!LIKE_SPECIAL.test(f) || f === c)) folds.set(c, f);
  return folds;
}

/**
 * pg_trgm's word-character verdict on each code point: 'a' || c || 'a' is one word of four trigrams
 * when c is a letter or digit for the database, two words ("  a", " a ") otherwise.
 */
export async function wordCharVerdicts(db: Db, codePoints: Iterable<number>): Promise<Map<number, boolean>> {
  const chars = Array.from(codePoints, (cp) => String.fromCodePoint(cp)).join('');
  const verdicts = new Map<number, boolean>();
  if (!chars) return verdicts;
  const list = await rows<{ c: string; n: number | null }>(
    db,
    sql`select c, array_length(show_trgm('a' || c || 'a'), 1) as n from unnest(string_to_array(${chars}::text, null)) as c`,
  );
  for (const { c, n } of list) verdicts.set(c.codePointAt(0) as number, Number(n ?? 0) > 2);
  return verdicts;
}

/**
 * pg_trgm.word_similarity_threshold of this database (0.6 unless configured); null when unreadable.
 * PostgreSQL shows the setting with 6 significant digits: a threshold set with more would be read
 * rounded (no one sets one like that; the catalogue uses the default).
 */
async function similarityThreshold(db: Db): Promise<number | null> {
  const [row] = await rows<{ t: string | null }>(db, sql`select current_setting('pg_trgm.word_similarity_threshold', true) as t`);
  // Not loaded yet in this session and not configured: pg_trgm's default.
  if (row?.t === null || row?.t === undefined) return 0.6;
  const t = Number(row.t);
  return Number.isFinite(t) ? t : null;
}

/** Rows read per query: a piece of PGlite's work (it runs on this thread) or of the build stays short. */
const CHUNK_ROWS = 250;

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The non-ASCII code points of the texts that `known` has no verdict on. */
function unknownCodePoints(texts: Array<string | null>, known: ReadonlyMap<number, boolean>): Set<number> {
  const out = new Set<number>();
  for (const text of texts) {
    if (text === null) continue;
    for (const ch of text) {
      const cp = ch.codePointAt(0) as number;
      if (cp >= 0x80 && !known.has(cp)) out.add(cp);
    }
  }
  return out;
}

/**
 * Reads the published catalogue and what the database says about folding and trigrams, and builds
 * the snapshot. One read-only, repeatable-read transaction: the rows are one consistent view of the
 * catalogue, as a single query would give, read `chunkRows` at a time with the event loop free in
 * between (the requests go on, answered by the previous snapshot).
 */
export async function loadCatalogueSnapshot(
  db: Db,
  toCourse: (row: CourseWithCount) => Course,
  chunkRows = CHUNK_ROWS,
): Promise<CatalogueSnapshot> {
  return db.transaction(
    async (tx) => {
      // The first statement fixes the transaction's snapshot: the version of the catalogue read here.
      const [{ version }] = await rows<{ version: string }>(tx, sql`select pg_current_snapshot()::text as version`);
      const folds = await foldTable(tx);
      const threshold = await similarityThreshold(tx);
      const wordChars = await wordCharVerdicts(tx, unknownCodePoints([...folds.values()], new Map()));
      const builder = new SnapshotBuilder({ folds, wordChars, threshold, version });
      let afterId = 0;
      for (;;) {
        const chunk = await publishedForSnapshot(tx, afterId, chunkRows);
        if (!chunk.length) break;
        afterId = chunk[chunk.length - 1].id;
        const verdicts = await wordCharVerdicts(
          tx,
          unknownCodePoints(
            chunk.map((c) => c.searchText),
            wordChars,
          ),
        );
        for (const [cp, verdict] of verdicts) wordChars.set(cp, verdict);
        builder.add(
          chunk.map(({ searchText, foldedTitle, foldedArea, ...row }): SnapshotRow => ({
            course: toCourse(row),
            searchText,
            foldedTitle,
            foldedArea,
          })),
        );
        await breathe();
      }
      return builder.finish();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * True when nothing was committed in the database since `snapshot` was read: the same
 * pg_current_snapshot (no transaction ended, none took an id), so the same data. Any error: false.
 */
export async function catalogueUnchanged(db: Db, snapshot: CatalogueSnapshot): Promise<boolean> {
  const version = snapshot.facts.version;
  if (version === null) return false;
  try {
    const [row] = await rows<{ same: boolean }>(db, sql`select pg_current_snapshot()::text = ${version} as same`);
    return row?.same === true;
  } catch {
    return false;
  }
}
