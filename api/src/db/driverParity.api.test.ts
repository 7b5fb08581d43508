/**
 * The two engines answer the same JavaScript values for every type the application reads: through
 * Drizzle's query builder, through raw SQL (`rows`) and through `executeSql` (the job queue's path).
 * This is what lets the API tests of the HTTP layer run on one engine (testApp.ts, describeOnDb).
 */
import { count, eq, sql, sum } from 'drizzle-orm';
import { TestDb } from '../test/testApp';
import { describeOnPostgres } from '../test/describeOnPostgres';
import { rows } from '.';
import { courses, users } from './schema';

/** One row of every type the schema and the queries use, written as literals so both engines compute the same. */
const LITERALS = sql`select
  count(*) as count_all,
  sum(x) as sum_int,
  sum(x * 1.5) as sum_numeric,
  avg(x) as avg_int,
  max(x)::int2 as int2,
  max(x)::int4 as int4,
  max(x)::int8 as int8,
  12.50::numeric(10, 2) as money,
  1.25::float8 as float8,
  true as bool,
  'ñandú'::text as text,
  'a'::varchar(3) as varchar,
  '6b0c5d6c-1f1b-4b8e-9f6e-2f1a3c5e7d90'::uuid as uuid,
  '{"a": [1, "b", null]}'::json as json,
  '{"a": [1, "b", null]}'::jsonb as jsonb,
  '2026-11-30'::date as date,
  '2026-11-30 08:15:00.123'::timestamp as timestamp,
  '2026-11-30 08:15:00.123+00'::timestamptz as timestamptz,
  '10:30'::time as time,
  interval '1 day 2 hours' as interval,
  array[1, 2]::int4[] as int4_array,
  array[count(*), 2]::int8[] as int8_array,
  array['a', 'b']::text[] as text_array,
  null::int8 as null_int8
  from generate_series(1, 3) as x`;

/** Each value with its JavaScript kind, so a string "3" and a number 3 differ. */
function typed(row: Record<string, unknown>): Record<string, [string, unknown]> {
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : v instanceof Date ? 'date' : typeof v);
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, [kind(v), v instanceof Date ? 'a date' : v]]));
}

async function answers(t: TestDb) {
  const { user } = await t.user('DOCENTE');
  await t.db.insert(courses).values({ code: 'PAR-1', title: 'Paridad', teacherId: user.id, price: 120.5 });
  const builder = await t.db
    .select({
      n: count(),
      total: sum(courses.price),
      price: courses.price,
      rating: courses.rating,
      createdAt: users.createdAt,
      syllabus: courses.syllabus,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.teacherId))
    .where(eq(courses.code, 'PAR-1'))
    .groupBy(courses.id, users.id);
  return {
    raw: typed((await rows<Record<string, unknown>>(t.db, LITERALS))[0]),
    executeSql: typed((await t.database.executeSql('select count(*) as c, 7::int8 as b, array[1, 2]::int8[] as a, now() as t')).rows[0]),
    builder: builder.map(typed),
  };
}

describeOnPostgres('the engines answer the same values', () => {
  const engines = [new TestDb('pglite'), new TestDb('postgres')];

  beforeAll(() => Promise.all(engines.map((t) => t.start())), 180_000);
  afterAll(() => Promise.all(engines.map((t) => t.stop())), 60_000);

  it('through raw SQL, executeSql and the query builder', async () => {
    const [lite, pg] = [await answers(engines[0]), await answers(engines[1])];
    expect(pg).toEqual(lite);
    // The values themselves, so that a change of both engines' parsing shows too.
    expect(lite.raw.count_all).toEqual(['number', 3]);
    expect(lite.raw.int8_array).toEqual(['array', [3, 2]]);
    expect(lite.raw.sum_numeric).toEqual(['string', '9.0']);
    expect(lite.raw.timestamptz[0]).toBe('string');
    expect(lite.executeSql).toEqual({ c: ['number', 1], b: ['number', 7], a: ['array', [1, 2]], t: ['date', 'a date'] });
    expect(lite.builder).toEqual([
      {
        n: ['number', 1],
        total: ['string', '120.50'],
        price: ['number', 120.5],
        rating: ['number', 0],
        createdAt: ['date', 'a date'],
        syllabus: ['array', []],
      },
    ]);
  });
});
