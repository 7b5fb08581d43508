#!/usr/bin/env node
// Catalogue benchmark: loads 10,000 courses, then measures the catalogue query (search + area + level +
// sort + page) against a Fastify hello-world route started in the same run, with autocannon at
// 50 connections. Uses the built server (api/dist): run `npm run build -w api` first (root `npm run bench` does).
//
//   node api/bench/catalog.mjs [--duration 10] [--connections 50]
//   DATABASE_URL=postgres://… node api/bench/catalog.mjs   (a scratch database: the courses are added to it)
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertGeneratedCourses, numberArg as arg, requireFromDist } from './common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = requireFromDist();
const { buildApp } = require('./app.js');
const { openDatabase, rows } = require('./db/index.js');
const { sql } = require('drizzle-orm');
const { SPECIALTY_AREAS } = require('@inpro/shared-contracts');

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 50);
const COURSES = arg('courses', 10000);
const API_PORT = 8140;
const HELLO_PORT = 8141;
const QUERY = `/api/courses/filter?q=${encodeURIComponent('actualizacion penal')}&area=${encodeURIComponent('Derecho Penal')}&level=Intermedio&sort=popular&page=0&size=12`;

async function loadCourses(db) {
  const [teacher] = await rows(
    db,
    sql`insert into users (email, full_name, role, password_hash)
    values ('bench.docente@inpro.test', 'Docente de Prueba', 'DOCENTE', 'x')
    on conflict do nothing returning id`,
  );
  const teacherId = teacher?.id ?? (await rows(db, sql`select id from users where email = 'bench.docente@inpro.test'`))[0].id;
  await insertGeneratedCourses(db, {
    sql,
    areas: SPECIALTY_AREAS,
    teacherId,
    to: COURSES,
    codePrefix: 'BENCH',
    description: 'Curso generado para la medición del catálogo.',
  });
  await db.execute(sql`insert into users (email, full_name, role, password_hash)
    select 'bench.alumno' || g || '@inpro.test', 'Alumno ' || g, 'ESTUDIANTE', 'x' from generate_series(1, 200) g
    on conflict do nothing`);
  await db.execute(sql`insert into enrolments (user_id, course_id)
    select u.id, c.id from (select id, row_number() over (order by id) n from users where email like 'bench.alumno%') u
    join (select id, row_number() over (order by id) n from courses where code like 'BENCH-%') c on (c.n * 7 + u.n * 13) % 40 = 0
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const [{ n }] = await rows(db, sql`select count(*)::int n from courses`);
  const [{ e }] = await rows(db, sql`select count(*)::int e from enrolments`);
  return { courses: n, enrolments: e };
}

function run(url, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...extra }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** A different search text on every request (a word of the titles and a course number): no cache can answer them. */
function distinctSearches() {
  const words = ['penal', 'civil', 'familia', 'arbitraje', 'conciliacion', 'constitucional', 'laboral', 'tributario', 'notarial'];
  let n = 0;
  return {
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const q = encodeURIComponent(`${words[n % words.length]} ${1 + ((n * 7919) % COURSES)}`);
          return { ...req, path: `/api/courses/filter?q=${q}&sort=popular&page=0&size=12` };
        },
      },
    ],
  };
}

const summary = (r) => ({
  reqPerSec: Math.round(r.requests.average),
  p99Ms: r.latency.p99,
  avgMs: r.latency.average,
  errors: r.errors,
  non2xx: r.non2xx,
});

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inpro-bench-'));
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || null,
    pgliteDir: process.env.DATABASE_URL ? null : path.join(dataDir, 'pglite'),
  });
  const started = Date.now();
  const loaded = await loadCourses(database.db);
  console.log(
    `Loaded ${loaded.courses} courses and ${loaded.enrolments} enrolments on ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const api = await buildApp({
    database,
    ownsDatabase: true,
    logger: false,
    config: { jwtSecret: 'bench', dataDir, storageDir: path.join(dataDir, 'files') },
  });
  await api.listen({ port: API_PORT, host: '127.0.0.1' });
  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: HELLO_PORT, host: '127.0.0.1' });

  const check = await fetch(`http://127.0.0.1:${API_PORT}${QUERY}`).then((r) => r.json());
  console.log(`Catalogue query: ${QUERY}\n  → ${check.totalElements} matches, ${check.content.length} on the page`);

  console.log(`hello-world: ${CONNECTIONS} connections, ${DURATION} s …`);
  const h = summary(await run(`http://127.0.0.1:${HELLO_PORT}/hello`));
  console.log(`catalogue:   ${CONNECTIONS} connections, ${DURATION} s …`);
  const c = summary(await run(`http://127.0.0.1:${API_PORT}${QUERY}`));
  console.log(`distinct searches: ${CONNECTIONS} connections, ${DURATION} s …`);
  const before = { ...api.catalogueIndex.stats };
  const d = summary(await run(`http://127.0.0.1:${API_PORT}/api/courses/filter`, distinctSearches()));
  // How the distinct searches were answered: by the catalogue index at once, or after waiting for a build.
  const index = Object.fromEntries(Object.entries(api.catalogueIndex.stats).map(([k, v]) => [k, v - before[k]]));

  await hello.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });

  const result = {
    date: new Date().toISOString(),
    database: database.kind,
    courses: loaded.courses,
    connections: CONNECTIONS,
    durationSec: DURATION,
    query: QUERY,
    hello: h,
    catalogue: c,
    distinctSearches: d,
    index,
    ratio: Number((c.reqPerSec / h.reqPerSec).toFixed(4)),
    distinctRatio: Number((d.reqPerSec / h.reqPerSec).toFixed(4)),
  };
  console.log('\n| route | req/s | p99 (ms) | avg (ms) | errors | non-2xx |\n|---|---|---|---|---|---|');
  console.log(`| hello world | ${h.reqPerSec} | ${h.p99Ms} | ${h.avgMs} | ${h.errors} | ${h.non2xx} |`);
  console.log(`| catalogue, same page again | ${c.reqPerSec} | ${c.p99Ms} | ${c.avgMs} | ${c.errors} | ${c.non2xx} |`);
  console.log(`| catalogue, distinct searches | ${d.reqPerSec} | ${d.p99Ms} | ${d.avgMs} | ${d.errors} | ${d.non2xx} |`);
  console.log(
    `\ncatalogue / hello-world = ${(result.ratio * 100).toFixed(2)} % (same page), ${(result.distinctRatio * 100).toFixed(2)} % (distinct searches)`,
  );
  console.log(
    `distinct searches answered by the catalogue index: ${index.answered}, of which waited for a build: ${index.waited}; meanwhile index builds: ${index.builds}, kept (database unchanged): ${index.kept}`,
  );
  const outDir = path.resolve(here, '../../bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `catalog-${database.kind}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
