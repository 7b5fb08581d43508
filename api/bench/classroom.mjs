#!/usr/bin/env node
// Logged-in load: N students sign in, read their dashboard, their courses, a course's units and
// a resource, and mark attendance in a live class, all within one window (default 5 minutes),
// while T teachers grade submissions. Runs the built server (api/dist) as its own process on a
// scratch PostgreSQL database, then checks that every write is in the database (no lost
// attendance mark, no lost grade) and reports latency, errors and the API process's CPU and memory.
//
//   npm run load -- [--students 1000] [--teachers 20] [--window 300] [--port 8630]
//   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/inpro_load (dropped and created again)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dist, numberArg as arg, recreateDatabase, requireFromDist } from './common.mjs';

const require = requireFromDist('server.js');
const { Client } = require('pg');
const { hashPassword } = require('./auth/passwords.js');

const STUDENTS = arg('students', 1000);
const TEACHERS = arg('teachers', 20);
const WINDOW_S = arg('window', 300);
const PORT = arg('port', 8630);
const SUBMISSIONS_PER_TEACHER = arg('submissions', 25);
const PASSWORD = 'Inpro2026!';
const BASE = `http://127.0.0.1:${PORT}/api`;
const DB_URL = process.env.LOAD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inpro_load';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Today's date and a time in America/Lima (UTC−5, no daylight saving). */
function limaParts(offsetMinutes) {
  const d = new Date(Date.now() + offsetMinutes * 60_000 - 5 * 3_600_000);
  const iso = d.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function startServer() {
  const child = spawn(process.execPath, [path.join(dist, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: DB_URL,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every virtual user comes from this one machine, i.e. from one IP address.
      RATE_LIMIT_AUTH_PER_IP: '1000000',
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      JWT_SECRET: 'load-test-secret-0123456789-0123456789-0123456789',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitHealthy(timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${BASE}/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error('The API did not start.');
}

/** Load data: teachers with one course each, a class live now with its attendance window open,
 * a unit with a resource, students enrolled (spread over the courses), submissions to grade. */
async function prepare(db) {
  const hash = await hashPassword(PASSWORD);
  const run = Date.now().toString(36);
  const teachers = (
    await db.query(
      `INSERT INTO users (email, full_name, role, password_hash)
       SELECT 'load.docente' || g || '.${run}@inpro.test', 'Docente Carga ' || g, 'DOCENTE', $1 FROM generate_series(1, $2) g
       RETURNING id, email`,
      [hash, TEACHERS],
    )
  ).rows;
  const students = (
    await db.query(
      `INSERT INTO users (email, full_name, role, password_hash)
       SELECT 'load.alumno' || g || '.${run}@inpro.test', 'Alumno Carga ' || g, 'ESTUDIANTE', $1 FROM generate_series(1, $2) g
       RETURNING id, email`,
      [hash, STUDENTS],
    )
  ).rows;
  const start = limaParts(-30);
  const end = limaParts(90);
  const courses = [];
  for (const [i, t] of teachers.entries()) {
    const {
      rows: [course],
    } = await db.query(
      `INSERT INTO courses (code, title, slug, teacher_id, published, area, price)
       VALUES ($1, $2, $3, $4, true, 'Conciliación', 450) RETURNING id`,
      [`LOAD-${run}-${i + 1}`, `Curso de carga ${i + 1}`, `curso-de-carga-${run}-${i + 1}`, t.id],
    );
    const {
      rows: [session],
    } = await db.query(
      `INSERT INTO course_sessions (course_id, session_date, start_time, end_time, mode, topic, order_idx, attendance_open_until)
       VALUES ($1, $2, $3, $4, 'Virtual', 'Clase en vivo de carga', 1, now() + interval '2 hours') RETURNING id`,
      [course.id, start.date, start.time, end.date === start.date ? end.time : '23:59'],
    );
    const {
      rows: [unit],
    } = await db.query(`INSERT INTO units (course_id, title, order_idx) VALUES ($1, 'Unidad 1', 1) RETURNING id`, [course.id]);
    const {
      rows: [resource],
    } = await db.query(
      `INSERT INTO resources (unit_id, title, type, url) VALUES ($1, 'Lectura 1', 'Enlace', 'https://www.gob.pe/minjus') RETURNING id`,
      [unit.id],
    );
    const {
      rows: [evaluation],
    } = await db.query(
      `INSERT INTO evaluations (course_id, title, type, instructions, due_at, created_by) VALUES ($1, 'Tarea de carga', 'Tarea', 'Comenta un caso.', now() + interval '7 days', $2) RETURNING id`,
      [course.id, t.id],
    );
    courses.push({ id: course.id, teacher: t, sessionId: session.id, resourceId: resource.id, evaluationId: evaluation.id });
  }
  for (const [i, s] of students.entries()) {
    const c = courses[i % courses.length];
    s.course = c;
    await db.query(`INSERT INTO enrolments (user_id, course_id, source) VALUES ($1, $2, 'ADMIN')`, [s.id, c.id]);
  }
  // Submissions waiting for a grade: the first students of each course.
  const submissions = [];
  for (const c of courses) {
    const mine = students.filter((s) => s.course === c).slice(0, SUBMISSIONS_PER_TEACHER);
    for (const s of mine) {
      const {
        rows: [sub],
      } = await db.query(`INSERT INTO submissions (evaluation_id, user_id, text) VALUES ($1, $2, 'Mi análisis del caso.') RETURNING id`, [
        c.evaluationId,
        s.id,
      ]);
      submissions.push({ id: sub.id, teacherId: c.teacher.id });
    }
  }
  await db.query('ANALYZE');
  return { teachers, students, courses, submissions };
}

const samples = [];
const errors = [];
async function call(label, method, url, token, body) {
  const started = performance.now();
  let status = 0;
  let json = null;
  try {
    const res = await fetch(`${BASE}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    status = res.status;
    const text = await res.text();
    json = text ? JSON.parse(text) : null;
  } catch (err) {
    errors.push({ label, status: 0, error: String(err) });
  }
  const ms = performance.now() - started;
  samples.push({ label, ms });
  if (status && status >= 400) errors.push({ label, status, error: json?.error ?? '' });
  return json;
}

async function studentFlow(s) {
  const login = await call('POST /auth/login', 'POST', '/auth/login', null, { email: s.email, password: PASSWORD });
  const token = login?.token;
  if (!token) return;
  await call('GET /student/home', 'GET', '/student/home', token);
  await call('GET /student/courses', 'GET', '/student/courses?page=0&size=5', token);
  await call('GET /materials/courses/:id/units', 'GET', `/materials/courses/${s.course.id}/units`, token);
  await call('POST /student/resources/:id/view', 'POST', `/student/resources/${s.course.resourceId}/view`, token);
  await call('GET /student/classes', 'GET', '/student/classes', token);
  await call('POST /student/sessions/:id/attendance', 'POST', `/student/sessions/${s.course.sessionId}/attendance`, token);
}

async function teacherFlow(t, subs, windowMs) {
  const login = await call('POST /auth/login', 'POST', '/auth/login', null, { email: t.email, password: PASSWORD });
  const token = login?.token;
  if (!token) return;
  const gap = windowMs / Math.max(subs.length, 1);
  for (const [i, sub] of subs.entries()) {
    await call('GET /teacher/submissions/:id', 'GET', `/teacher/submissions/${sub.id}`, token);
    await call('POST /teacher/submissions/:id/grade', 'POST', `/teacher/submissions/${sub.id}/grade`, token, {
      score: 10 + ((i * 7) % 10) + 0.5,
      feedback: 'Buen trabajo.',
    });
    await sleep(gap * (0.5 + Math.random()));
  }
}

/** CPU (% of one core) and resident memory of a process, sampled from /proc every second. */
function watchProcess(pid) {
  const ticks = 100; // USER_HZ
  const readStat = () => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { cpu: Number(f[11]) + Number(f[12]), rssPages: Number(f[21]) };
  };
  const out = { cpu: [], rssMB: [] };
  let last = readStat();
  let lastAt = Date.now();
  const timer = setInterval(() => {
    try {
      const now = readStat();
      const at = Date.now();
      out.cpu.push(((now.cpu - last.cpu) / ticks / ((at - lastAt) / 1000)) * 100);
      out.rssMB.push((now.rssPages * 4096) / 1048576);
      last = now;
      lastAt = at;
    } catch {
      /* process gone */
    }
  }, 1000);
  return { stop: () => clearInterval(timer), out };
}

function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  console.log(`Load: ${STUDENTS} students and ${TEACHERS} teachers within ${WINDOW_S} s, API on PostgreSQL (${DB_URL}).`);
  await recreateDatabase(DB_URL, Client);
  const server = startServer();
  const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('exit', stopServer);
  try {
    await waitHealthy();
    const db = new Client({ connectionString: DB_URL });
    await db.connect();
    const data = await prepare(db);
    console.log(`Prepared ${data.courses.length} courses, ${data.students.length} students, ${data.submissions.length} submissions.`);

    const watch = watchProcess(server.pid);
    const windowMs = WINDOW_S * 1000;
    const started = Date.now();
    const flows = [];
    // Arrivals spread over the first 80 % of the window, so that every flow ends inside it.
    for (const [i, s] of data.students.entries()) {
      const at = (i / data.students.length) * windowMs * 0.8;
      flows.push(sleep(at).then(() => studentFlow(s)));
    }
    for (const t of data.teachers) {
      const subs = data.submissions.filter((x) => x.teacherId === t.id);
      flows.push(teacherFlow(t, subs, windowMs * 0.8));
    }
    await Promise.all(flows);
    const elapsed = (Date.now() - started) / 1000;
    watch.stop();

    // Every write must be in the database.
    const sessionIds = data.courses.map((c) => c.sessionId);
    const [{ present }] = (
      await db.query(`SELECT count(*)::int AS present FROM attendance WHERE session_id = ANY($1) AND status = 'PRESENTE'`, [sessionIds])
    ).rows;
    const [{ graded }] = (
      await db.query(`SELECT count(*)::int AS graded FROM submissions WHERE id = ANY($1) AND status = 'CALIFICADO' AND score IS NOT NULL`, [
        data.submissions.map((s) => s.id),
      ])
    ).rows;
    await db.end();

    const labels = [...new Set(samples.map((s) => s.label))];
    console.log('\nendpoint                                   | requests | p50 ms | p95 ms | p99 ms | max ms');
    for (const label of labels) {
      const ms = samples.filter((s) => s.label === label).map((s) => s.ms);
      console.log(
        `${label.padEnd(42)} | ${String(ms.length).padStart(8)} | ${percentile(ms, 50).toFixed(0).padStart(6)} | ${percentile(ms, 95)
          .toFixed(0)
          .padStart(6)} | ${percentile(ms, 99).toFixed(0).padStart(6)} | ${Math.max(...ms)
          .toFixed(0)
          .padStart(6)}`,
      );
    }
    const all = samples.map((s) => s.ms);
    const cpu = watch.out.cpu;
    const result = {
      students: STUDENTS,
      teachers: TEACHERS,
      windowSeconds: WINDOW_S,
      elapsedSeconds: Number(elapsed.toFixed(1)),
      requests: all.length,
      errors: errors.length,
      p50: Number(percentile(all, 50).toFixed(1)),
      p95: Number(percentile(all, 95).toFixed(1)),
      p99: Number(percentile(all, 99).toFixed(1)),
      attendanceMarks: { expected: STUDENTS, inDatabase: present },
      grades: { expected: data.submissions.length, inDatabase: graded },
      apiCpuPercentOfOneCore: {
        mean: Number((cpu.reduce((a, b) => a + b, 0) / Math.max(cpu.length, 1)).toFixed(1)),
        max: Number(Math.max(0, ...cpu).toFixed(1)),
      },
      apiRssMB: { max: Number(Math.max(0, ...watch.out.rssMB).toFixed(0)) },
    };
    if (errors.length) console.log('\nFirst errors:', errors.slice(0, 10));
    console.log('\n' + JSON.stringify(result, null, 2));
    const ok = errors.length === 0 && present === STUDENTS && graded === data.submissions.length && result.p99 <= 500;
    console.log(ok ? '\nPASS: 0 errors, 0 lost writes, p99 ≤ 500 ms' : '\nFAIL: see the figures above');
    process.exitCode = ok ? 0 : 1;
  } finally {
    stopServer();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
