import { sql } from 'drizzle-orm';
import { COURSE_LEVELS, COURSE_SORTS, COURSE_TYPES, SPECIALTY_AREAS, type CourseSort } from '@inpro/shared-contracts';
import { rows } from '../../../db';
import { seedDemoIfEmpty } from '../../../seed';
import { describeEachDb } from '../../../test/testApp';
import * as repo from '../repo';
import { PUBLIC_LIST_LIMIT, toCourse } from '../service';
import { loadCatalogueSnapshot } from './load';
import type { CatalogueQuery } from './model';
import type { CatalogueSnapshot } from './snapshot';

/**
 * Differential test: the snapshot's answer to a catalogue query must be the SQL's (repo.pageCourses
 * and listCourses), row for row, in the same order, with the same total — on the demo catalogue plus
 * a generated one full of accents, ñ, punctuation, numbers and ties, for hundreds of random queries.
 */

/** A small deterministic random generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick };
}

/** Words of the generated titles (and of searches): accents, ñ, punctuation, numbers, letters pg_trgm hashes. */
const WORDS = (
  'Derecho Penal Constitución Conciliación Conciliadores Árbitros Arbitraje Niñez Familia Compañías Régimen Tributación ' +
  'Señor Pingüino Código Procesal Notarial Registral Laboral Civil Contratos Obligaciones Sucesiones Actualización ' +
  'Introducción Especialización Jurisprudencia D.Leg. 1057 N.º 30 Ley 27444 I+D «Reforma» Curso–Taller C/ 50% año AÑO ' +
  'Æon Œuvre Straße x² e-commerce S.A.C. 2026-I módulo_1 back\\slash ÉXITO über ça Perú Cusco Lima Amazonía Ética ' +
  'Órganos Úlceras Ìtalo Ø ¿Qué? ¡Ya! N° 1ª l’état Ƿynn ȝogh ǂKhomani Ðorð þorn'
).split(' ');
/** In titles only: a search with them goes to SQL (outside the fold table). */
const TITLE_ONLY = ['Ωmega', 'Ελλάδα', 'Москва'];
/** Extra search words: short ones, wildcards, characters outside the fold table. */
const QUERY_EXTRAS = 'de la y a e 4 10 % _ \\ - . º € ½ ß Ω 中文 🙂 x'.split(' ');

/** A search text as people type it: words of the titles, misspelt, without or with other accents, in other case, cut short. */
function randomSearch(r: ReturnType<typeof random>, titles: string[]): string {
  const count = 1 + r.int(r.next() < 0.7 ? 2 : 4);
  // Half the searches take their words from one title (so that several words find something).
  const source = r.next() < 0.5 ? r.pick(titles).split(' ') : WORDS;
  const words: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let w = r.next() < 0.1 ? r.pick(QUERY_EXTRAS) : r.pick(source);
    const roll = r.next();
    if (roll < 0.15 && w.length > 3) {
      const at = r.int(w.length);
      w = w.slice(0, at) + w.slice(at + 1); // a letter missing
    } else if (roll < 0.3 && w.length > 3) {
      const at = r.int(w.length - 1);
      w = w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2); // two letters swapped
    } else if (roll < 0.4 && w.length > 2) {
      const at = r.int(w.length);
      w = w.slice(0, at) + r.pick(['a', 'e', 'o', 'x', 'ñ', 'é']) + w.slice(at + 1); // a wrong letter
    } else if (roll < 0.5) {
      w = w.normalize('NFD').replace(/[\u0300-\u036f]/g, ''); // no accents
    } else if (roll < 0.6) {
      w = w.toUpperCase();
    } else if (roll < 0.7 && w.length > 3) {
      w = w.slice(0, 2 + r.int(w.length - 2)); // cut short
    } else if (roll < 0.75) {
      w = `${w}${1 + r.int(500)}`;
    }
    words.push(w);
  }
  return words.join(r.next() < 0.9 ? ' ' : '  ');
}

function randomQuery(r: ReturnType<typeof random>, titles: string[]): CatalogueQuery {
  const roll = r.next();
  const area =
    roll < 0.15
      ? r.pick(SPECIALTY_AREAS)
      : roll < 0.2
        ? r.pick(SPECIALTY_AREAS).toUpperCase()
        : roll < 0.22
          ? 'Área inexistente'
          : undefined;
  const size = r.pick([1, 5, 12, 12, 12, 24, 100]);
  const page = r.next() < 0.7 ? 0 : r.int(r.next() < 0.5 ? 3 : 40);
  return {
    q: r.next() < 0.9 ? randomSearch(r, titles) : undefined,
    area,
    level: r.next() < 0.2 ? r.pick(COURSE_LEVELS) : undefined,
    type: r.next() < 0.2 ? r.pick(COURSE_TYPES) : undefined,
    sort: r.pick(COURSE_SORTS) as CourseSort,
    offset: page * size,
    limit: size,
  };
}

describeEachDb('catalogue snapshot answers exactly as SQL', (t) => {
  let snapshot: CatalogueSnapshot;
  const titles: string[] = [];

  beforeAll(async () => {
    expect(await seedDemoIfEmpty(t.db, t.app.storage)).toBe(true);
    const teacher = await t.user('DOCENTE');
    const r = random(20261126);
    const values: string[] = [];
    for (let i = 1; i <= 400; i += 1) {
      const title = Array.from({ length: 2 + r.int(5) }, () => (r.next() < 0.03 ? r.pick(TITLE_ONLY) : r.pick(WORDS))).join(
        r.next() < 0.8 ? ' ' : ' - ',
      );
      titles.push(title);
      const area = r.next() < 0.9 ? r.pick(SPECIALTY_AREAS) : r.pick(['', 'Derecho de la Niñez', 'DERECHO PENAL', 'Ética Pública']);
      const level = r.next() < 0.95 ? r.pick(COURSE_LEVELS) : 'Experto';
      const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
      values.push(
        `(${quote(`GEN-${i}-${r.pick(['A', 'ñ', 'Ø', '2026'])}`)}, ${quote(title)}, ${teacher.user.id}, ${r.next() < 0.9}, ${quote(area)},
          ${quote(r.pick(COURSE_TYPES))}, ${quote(level)}, ${quote(r.pick(['Alta', 'Media', 'Baja', 'Otra']))},
          ${quote(r.pick(['', 'Dra. Núñez', 'Dr. Pérez-Ávila', 'María José O’Brien']))}, ${r.pick([20, 40, 40, 120])},
          ${r.pick([0, 3.5, 4.5, 4.5, 5])}, ${r.pick([0, 99.9, 150, 150, 1200.5])}, ${r.int(4)})`,
      );
    }
    await t.db.execute(
      sql.raw(`insert into courses (code, title, teacher_id, published, area, type, level, popularity, teacher_visible, hours, rating, price, enrolled_count)
        values ${values.join(',\n')}`),
    );
    // Some schedules, with a cancelled session that must not show.
    await t.db.execute(sql`insert into course_sessions (course_id, session_date, start_time, end_time, mode, topic, order_idx, cancelled_at)
      select c.id, date '2026-03-01' + (g * 7), '18:00', '20:00', 'Virtual', 'Sesión ' || g, 3 - g, case when g = 2 then now() end
      from courses c cross join generate_series(1, 3) g where c.code like 'GEN-%' and c.id % 5 = 0`);
    // Read 37 rows at a time: the pieces must join into the whole catalogue.
    snapshot = await loadCatalogueSnapshot(t.db, toCourse, 37);
  });

  async function sqlPage(query: CatalogueQuery) {
    const f = { published: true, q: query.q, area: query.area, level: query.level, type: query.type };
    const { rows, total } = await repo.pageCourses(t.db, f, { sort: query.sort, limit: query.limit, offset: query.offset });
    return { rows: rows.map(toCourse), total };
  }

  it('holds every published course', async () => {
    const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from courses where published`);
    expect(snapshot.size).toBe(Number(n));
  });

  it('answers hundreds of random catalogue queries with the same rows, order and total', async () => {
    const r = random(4711);
    let answered = 0;
    const declined: string[] = [];
    for (let i = 0; i < 500; i += 1) {
      const query = randomQuery(r, titles);
      const mine = snapshot.page(query);
      if (!mine) {
        declined.push(query.q ?? '');
        continue;
      }
      answered += 1;
      const theirs = await sqlPage(query);
      const context = JSON.stringify(query);
      expect({ context, total: mine.total, ids: mine.rows.map((c) => c.id) }).toEqual({
        context,
        total: theirs.total,
        ids: theirs.rows.map((c) => c.id),
      });
      // The rows themselves (schedule, students, dates) as the SQL path serves them.
      if (i % 10 === 0) expect(mine.rows).toEqual(theirs.rows);
    }
    // Only searches with characters outside the fold table (€, ½, 中文, 🙂, …) go to SQL.
    expect(answered).toBeGreaterThan(450);
    for (const q of declined) expect(q).toMatch(/[^\u0020-\u007e\u00a0-\u024f\u2010-\u2027]/u);
  });

  it('answers GET /courses?q= (the first 1000 in popular order) as listCourses does', async () => {
    const r = random(99);
    for (let i = 0; i < 40; i += 1) {
      const q = i === 0 ? undefined : randomSearch(r, titles);
      const mine = snapshot.page({ q, sort: 'popular', offset: 0, limit: PUBLIC_LIST_LIMIT });
      if (!mine) continue;
      const theirs = await repo.listCourses(t.db, { published: true, q }, { sort: 'popular', limit: PUBLIC_LIST_LIMIT });
      expect({ q, ids: mine.rows.map((c) => c.id) }).toEqual({ q, ids: theirs.map((c) => c.id) });
    }
  });

  it('finds near words as pg_trgm does and ranks by relevance', async () => {
    for (const q of ['conciliacion', 'arbitraje', 'constitucinal', 'CODIGO procesal', 'nino', 'straße', 'omega', 'd.leg 1057', 'n.º 30']) {
      const query: CatalogueQuery = { q, sort: 'popular', offset: 0, limit: 100 };
      const mine = snapshot.page(query);
      expect(mine).toBeDefined();
      const theirs = await sqlPage(query);
      expect({ q, total: mine?.total, ids: mine?.rows.map((c) => c.id) }).toEqual({
        q,
        total: theirs.total,
        ids: theirs.rows.map((c) => c.id),
      });
    }
  });
});
