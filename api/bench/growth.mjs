#!/usr/bin/env node
// Growth: how the catalogue and the sign-in grow with the data. On a scratch
// PostgreSQL database (dropped and created again) the courses grow 1,000 → 10,000 → 100,000 and the
// students 100 → 1,000 → 10,000; at each size it measures, one request at a time (latency without
// queueing) and with autocannon (throughput):
//   - catalogue page: distinct pages of the whole catalogue sorted by popularity (no cache hit);
//   - catalogue search: a different search text each request (a title word and a course number);
//   - sign-in: POST /auth/login of random students (argon2id verification included).
// Uses the built server (api/dist): `npm run build -w api` first.
//
//   node api/bench/growth.mjs [--sizes 1000,10000,100000] [--students 100,1000,10000] [--requests 200] [--duration 5]
//   GROWTH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/inpro_growth (default)
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertGeneratedCourses, numberArg, recreateDatabase, requireFromDist } from './common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = requireFromDist();
const { buildApp } = require('./app.js');
const { openDatabase, rows } = require('./db/index.js');
const { hashPassword } = require('./auth/passwords.js');
const { sql } = require('drizzle-orm');
const { Client } = require('pg');
const { SPECIALTY_AREAS } = require('@inpro/shared-contracts');

const list = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? process.argv[i + 1] : def).split(',').map(Number);
};
const SIZES = list('sizes', '1000,10000,100000');
const STUDENTS = list('students', '100,1000,10000');
const REQUESTS = numberArg('requests', 200);
const DURATION = numberArg('duration', 5);
const PORT = 8150;
const PASSWORD = 'Inpro2026!';
const DB_URL = process.env.GROWTH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inpro_growth';
const BASE = `http://127.0.0.1:${PORT}`;
const WORDS = ['penal', 'civil', 'familia', 'arbitraje', 'conciliacion', 'constitucional', 'laboral', 'tributario', 'notarial'];

/** Courses numbered from+1 … to, shaped like the catalogue benchmark's (api/bench/catalog.mjs). */
async function addCourses(db, teacherId, from, to) {
  await insertGeneratedCourses(db, {
    sql,
    areas: SPECIALTY_AREAS,
    teacherId,
    from,
    to,
    codePrefix: 'GROW',
    description: 'Curso generado para medir el crecimiento.',
  });
  await db.execute(sql`analyze courses`);
}

async function addStudents(db, hash, from, to) {
  await db.execute(sql`insert into users (email, full_name, role, password_hash)
    select 'grow.alumno' || g || '@inpro.test', 'Alumno ' || g, 'ESTUDIANTE', ${hash} from generate_series(${from + 1}::int, ${to}::int) g`);
  await db.execute(sql`analyze users`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `n` requests one after another; p50/p95 in ms. */
async function sequential(n, request) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const t = process.hrtime.bigint();
    const res = await request(i);
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: Number(percentile(times, 50).toFixed(1)), p95: Number(percentile(times, 95).toFixed(1)) };
}

function throughput(pathFor) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: BASE,
        connections: 50,
        duration: DURATION,
        requests: [{ setupRequest: (req) => ({ ...req, path: pathFor((n += 1)) }) }],
      },
      (err, r) =>
        err ? reject(err) : resolve({ reqPerSec: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx }),
    );
  });
}

async function main() {
  await recreateDatabase(DB_URL, Client);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inpro-growth-'));
  const database = await openDatabase({ databaseUrl: DB_URL, pgliteDir: null });
  const [teacher] = await rows(
    database.db,
    sql`insert into users (email, full_name, role, password_hash) values ('grow.docente@inpro.test', 'Docente de Prueba', 'DOCENTE', 'x') returning id`,
  );
  const app = await buildApp({
    database,
    ownsDatabase: true,
    logger: false,
    config: {
      jwtSecret: 'growth',
      dataDir,
      storageDir: path.join(dataDir, 'files'),
      rateLimit: { authMaxPerIp: 1_000_000, authMaxPerAccount: 1000, authFailuresPerIp: 1000, authWindowMs: 60_000 },
    },
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const results = { date: new Date().toISOString(), database: 'postgres', catalogue: [], signIn: [] };
  try {
    let courses = 0;
    for (const size of SIZES) {
      const t = Date.now();
      await addCourses(database.db, teacher.id, courses, size);
      courses = size;
      const loadS = ((Date.now() - t) / 1000).toFixed(1);
      const pages = Math.max(1, Math.floor((size * 0.9) / 12));
      const pagePath = (i) => `/api/courses/filter?sort=popular&page=${(i * 7919) % pages}&size=12`;
      const searchPath = (i) =>
        `/api/courses/filter?q=${encodeURIComponent(`${WORDS[i % WORDS.length]} ${1 + ((i * 7919) % size)}`)}&sort=popular&page=0&size=12`;
      app.publicCache.clear();
      const page = await sequential(REQUESTS, (i) => fetch(`${BASE}${pagePath(i + size)}`));
      const search = await sequential(REQUESTS, (i) => fetch(`${BASE}${searchPath(i + size)}`));
      app.publicCache.clear();
      const searchLoad = await throughput((i) => searchPath(i * 31 + size));
      const row = { courses: size, loadS: Number(loadS), page, search, searchLoad };
      results.catalogue.push(row);
      console.log(
        `${size} courses (added in ${loadS} s): page p50 ${page.p50} / p95 ${page.p95} ms; search p50 ${search.p50} / p95 ${search.p95} ms; ` +
          `searches under load ${searchLoad.reqPerSec} req/s, p99 ${searchLoad.p99} ms, ${searchLoad.errors} errors`,
      );
    }
    const hash = await hashPassword(PASSWORD);
    let students = 0;
    for (const size of STUDENTS) {
      await addStudents(database.db, hash, students, size);
      students = size;
      const login = (i) =>
        fetch(`${BASE}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `grow.alumno${1 + ((i * 7919) % size)}@inpro.test`, password: PASSWORD }),
        });
      const signIn = await sequential(Math.min(REQUESTS, 60), login);
      results.signIn.push({ students: size, signIn });
      console.log(`${size} students: sign-in p50 ${signIn.p50} / p95 ${signIn.p95} ms`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    '\n| courses | catalogue page p50 / p95 (ms) | search p50 / p95 (ms) | searches, 50 connections (req/s, p99 ms) |\n|---|---|---|---|',
  );
  for (const r of results.catalogue) {
    console.log(
      `| ${r.courses.toLocaleString('en')} | ${r.page.p50} / ${r.page.p95} | ${r.search.p50} / ${r.search.p95} | ${r.searchLoad.reqPerSec}, ${r.searchLoad.p99} |`,
    );
  }
  console.log('\n| students | sign-in p50 / p95 (ms) |\n|---|---|');
  for (const r of results.signIn) console.log(`| ${r.students.toLocaleString('en')} | ${r.signIn.p50} / ${r.signIn.p95} |`);
  const outDir = path.resolve(here, '../../bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'growth.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
