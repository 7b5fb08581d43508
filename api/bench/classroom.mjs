#!/usr/bin/env node
// Logged-in load: N students sign in, read their dashboard, their courses, a course's units and
// a resource, and mark attendance in a live class, all within one window (default 5 minutes),
// while T teachers grade submissions. With --signed-in K, K more students whose sessions are
// already open (signed in before the window) do the same reads and marks without signing in: the
// start of a term, when a sign-in storm must not slow down the students already in class
// (--term: 10,000 signed in, 2,000 signing in, 50 teachers, 5 minutes). Runs the built server
// (api/dist) as its own process (or API_WORKERS processes with Redis, --workers N) on a scratch
// PostgreSQL database, then checks that every acknowledged write is in the database (no lost
// attendance mark, no lost grade) and reports latency, errors, refusals (503 + Retry-After) and the
// API processes' CPU and memory.
//
// A virtual user behaves as the site does: a read refused with 503 + Retry-After is repeated after
// it (the shell's HTTP client, up to 4 times); a sign-in refused so is sent again after Retry-After
// (a person pressing "Ingresar" again, up to --signin-retries times). No request may time out.
//
//   npm run load -- [--students 1000] [--teachers 20] [--window 300] [--signed-in 0] [--workers 1] [--port 8630]
//   npm run load -- --term [--workers 2] [--slice 10 (seconds per line of the p99-by-time report)]
//     [--hold 150 (seconds to wait between the prepared data and the window)]
//   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/inpro_load (dropped and created again)
//   LOAD_REDIS_URL=redis://127.0.0.1:6379 (with --workers > 1 or --machines > 1)
//
// With --machines N (N > 1) the API runs as N machines (machines.mjs): N processes on ports PORT…,
// each with its own local folders, sharing PostgreSQL, Redis, an S3 server and an SMTP sink; the
// users are spread over them as a load balancer would. During the load, visitors load pages of every
// machine, a release drill (releaseDrill.mjs: a deploy, a rollback, a canary started and aborted
// through the first machine) runs, vouchers are approved and installments fall due (mailLoad.mjs).
// It then checks 0 failed page loads, every move seen by the next page load of every machine, and
// every reminder and receipt mailed exactly once.
import { spawn } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { dist, numberArg, recreateDatabase, requireFromDist } from './common.mjs';
import { startMachine, startMailSink, startS3, remotesCli, visitors } from './machines.mjs';
import { approveOverWindow, countMail, prepareMail, useMailSink } from './mailLoad.mjs';
import { loadsAfterMoves, releaseDrill } from './releaseDrill.mjs';

const require = requireFromDist('server.js');
const { Client } = require('pg');
const { createSigner } = require('fast-jwt');
const { hashPassword } = require('./auth/passwords.js');

const TERM = process.argv.includes('--term');
const arg = (name, def, termDef = def) => numberArg(name, TERM ? termDef : def);
const STUDENTS = arg('students', 1000, 2000);
const SIGNED_IN = arg('signed-in', 0, 10000);
const TEACHERS = arg('teachers', 20, 50);
const WINDOW_S = arg('window', 300, 300);
/** Seconds between the prepared data and the window: time for another scenario to attach (liveStreams.mjs --attach). */
const HOLD_S = arg('hold', 0);
const PORT = arg('port', 8630);
const WORKERS = arg('workers', 1);
const MACHINES = arg('machines', 1);
const MAIL_REMINDERS = arg('reminders', 40);
const MAIL_RECEIPTS = arg('receipts', 40);
const SUBMISSIONS_PER_TEACHER = arg('submissions', 25);
const SIGNIN_RETRIES = arg('signin-retries', 6);
/** A request without an answer after this long counts as a time-out. */
const CLIENT_TIMEOUT_MS = arg('timeout', 60) * 1000;
/** The shell's client repeats a refused read this many times (shell/src/http/httpClient.ts BUSY_RETRIES). */
const READ_RETRIES = 4;
const P99_LIMIT_MS = 300;
const RSS_LIMIT_MB = 1024;
const PASSWORD = 'Inpro2026!';
/** The API of the first machine; with --machines, each user has the `base` of the machine serving it. */
const BASE = `http://127.0.0.1:${PORT}/api`;
const DB_URL = process.env.LOAD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inpro_load';
const REDIS_URL = process.env.LOAD_REDIS_URL || process.env.REDIS_URL || '';
const JWT_SECRET = 'load-test-secret-0123456789-0123456789-0123456789';
const OUT = (() => {
  const i = process.argv.indexOf('--out');
  return i > 0 ? process.argv[i + 1] : null;
})();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Today's date and a time in America/Lima (UTC−5, no daylight saving). */
function limaParts(offsetMinutes) {
  const d = new Date(Date.now() + offsetMinutes * 60_000 - 5 * 3_600_000);
  const iso = d.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The environment of every API process of the run. */
function serverEnv() {
  return {
    DATABASE_URL: DB_URL,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Every virtual user comes from this one machine, i.e. from one IP address.
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_IP_PER_MINUTE: '1000000',
    JWT_SECRET,
    ...(WORKERS > 1 || MACHINES > 1 ? { REDIS_URL, REDIS_PREFIX: `inpro-load-${PORT}:` } : {}),
    ...(WORKERS > 1 ? { API_WORKERS: String(WORKERS) } : {}),
  };
}

function startServer() {
  const child = spawn(
    process.execPath,
    [...(process.env.LOAD_SERVER_NODE_ARGS || '').split(' ').filter(Boolean), path.join(dist, 'server.js')],
    {
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', ...serverEnv() },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
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
 * a unit with a resource, students enrolled (spread over the courses), submissions to grade, and
 * the open sessions (refresh tokens and access tokens) of the students signed in before the window. */
async function prepare(db) {
  const hash = await hashPassword(PASSWORD);
  const run = Date.now().toString(36);
  const insertUsers = async (prefix, name, role, n) =>
    n > 0
      ? (
          await db.query(
            `INSERT INTO users (email, full_name, role, password_hash)
             SELECT '${prefix}' || g || '.${run}@inpro.test', '${name} ' || g, '${role}', $1 FROM generate_series(1, $2) g
             RETURNING id, email`,
            [hash, n],
          )
        ).rows
      : [];
  const teachers = await insertUsers('load.docente', 'Docente Carga', 'DOCENTE', TEACHERS);
  const students = await insertUsers('load.alumno', 'Alumno Carga', 'ESTUDIANTE', STUDENTS);
  const signedIn = await insertUsers('load.enclase', 'Alumno En Clase', 'ESTUDIANTE', SIGNED_IN);
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
  const everyone = [...students, ...signedIn];
  everyone.forEach((s, i) => (s.course = courses[i % courses.length]));
  await db.query(`INSERT INTO enrolments (user_id, course_id, source) SELECT u, c, 'ADMIN' FROM unnest($1::int[], $2::int[]) AS x(u, c)`, [
    everyone.map((s) => s.id),
    everyone.map((s) => s.course.id),
  ]);
  // Submissions waiting for a grade: the first students of each course.
  const submissions = [];
  for (const c of courses) {
    const mine = everyone.filter((s) => s.course === c).slice(0, SUBMISSIONS_PER_TEACHER);
    const { rows } = await db.query(
      `INSERT INTO submissions (evaluation_id, user_id, text) SELECT $1, u, 'Mi análisis del caso.' FROM unnest($2::int[]) u RETURNING id`,
      [c.evaluationId, mine.map((s) => s.id)],
    );
    for (const r of rows) submissions.push({ id: r.id, teacherId: c.teacher.id });
  }
  // Sessions opened before the window: a refresh token each (as a sign-in leaves) and an access token.
  if (signedIn.length) {
    const sign = createSigner({ key: JWT_SECRET, algorithm: 'HS256', expiresIn: 2 * 3600 * 1000 });
    const sessionIds = signedIn.map(() => randomBytes(16).toString('base64url'));
    await db.query(
      `INSERT INTO refresh_tokens (user_id, session_id, token_hash, expires_at)
       SELECT u, s, h, now() + interval '14 days' FROM unnest($1::int[], $2::text[], $3::text[]) AS x(u, s, h)`,
      [signedIn.map((s) => s.id), sessionIds, signedIn.map(() => createHash('sha256').update(randomBytes(32)).digest('hex'))],
    );
    signedIn.forEach((s, i) => {
      s.token = sign({
        sub: String(s.id),
        username: s.email,
        email: s.email,
        roles: ['ESTUDIANTE'],
        iatMs: Date.now(),
        sid: sessionIds[i],
      });
    });
  }
  await db.query('ANALYZE');
  return { teachers, students, signedIn, courses, submissions };
}

/** Every HTTP request: label, duration, status (0 = no answer), whether it was a sign-in. */
const samples = [];
/** Final failures: a time-out, a 5xx other than a refusal, an unexpected 4xx, a read still refused after its repeats. */
const errors = [];
/** Requests that are not sign-ins still refused (503 + Retry-After) after their repeats. */
const refusals = [];
const signIns = { ok: 0, okAfterRetry: 0, refused: 0, failed: 0, refusalsWithoutRetryAfter: 0, attempts: 0 };
const acked = { attendance: [], grades: [] };

async function request(label, method, url, token, body, base = BASE) {
  const started = performance.now();
  let status = 0;
  let json = null;
  let retryAfter = null;
  let error = null;
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    status = res.status;
    retryAfter = res.headers.get('retry-after');
    const text = await res.text();
    json = text ? JSON.parse(text) : null;
  } catch (err) {
    error = err?.name === 'TimeoutError' ? 'time-out' : String(err);
  }
  const ms = performance.now() - started;
  samples.push({ label, ms, status, signIn: label === 'POST /auth/login', at: started });
  return { status, json, retryAfter: retryAfter === null ? null : Number(retryAfter), error };
}

/**
 * A call as the site makes it: refused with 503 + Retry-After (nothing was done), a read is repeated
 * by the shell's client after it, with back-off; a write is sent again by the person (same waits).
 * Still refused after READ_RETRIES repeats, it counts as refused; no answer or another failure is an error.
 */
async function call(label, method, url, token, body, base = BASE) {
  for (let attempt = 0; ; attempt += 1) {
    const res = await request(label, method, url, token, body, base);
    const refused = res.status === 503 && res.retryAfter !== null;
    if (refused && attempt < READ_RETRIES) {
      await sleep(Math.max(res.retryAfter * 1000, 1000 * 2 ** attempt) * (1 + Math.random() * 0.2));
      continue;
    }
    if (refused) refusals.push({ label });
    else if (res.status === 0 || res.status >= 400) errors.push({ label, status: res.status, error: res.error ?? res.json?.error ?? '' });
    return res.status >= 200 && res.status < 300 ? (res.json ?? {}) : null;
  }
}

/** A sign-in; refused with 503 + Retry-After, the person tries again after it (up to SIGNIN_RETRIES times). */
async function signIn(email, base = BASE) {
  for (let attempt = 0; ; attempt += 1) {
    signIns.attempts += 1;
    const res = await request('POST /auth/login', 'POST', '/auth/login', null, { email, password: PASSWORD }, base);
    if (res.status === 200 && res.json?.token) {
      if (attempt === 0) signIns.ok += 1;
      else signIns.okAfterRetry += 1;
      return res.json.token;
    }
    if (res.status === 503) {
      if (res.retryAfter === null) {
        signIns.refusalsWithoutRetryAfter += 1;
        errors.push({ label: 'POST /auth/login', status: 503, error: '503 without Retry-After' });
        signIns.failed += 1;
        return null;
      }
      if (attempt < SIGNIN_RETRIES) {
        await sleep(res.retryAfter * 1000 * (1 + Math.random() * 0.5));
        continue;
      }
      signIns.refused += 1;
      return null;
    }
    errors.push({ label: 'POST /auth/login', status: res.status, error: res.error ?? res.json?.error ?? '' });
    signIns.failed += 1;
    return null;
  }
}

async function studentFlow(s) {
  const base = s.base ?? BASE;
  const token = s.token ?? (await signIn(s.email, base));
  if (!token) return;
  const get = (label, url) => call(label, 'GET', url, token, undefined, base);
  await get('GET /student/home', '/student/home');
  await get('GET /student/courses', '/student/courses?page=0&size=5');
  await get('GET /materials/courses/:id/units', `/materials/courses/${s.course.id}/units`);
  await call('POST /student/resources/:id/view', 'POST', `/student/resources/${s.course.resourceId}/view`, token, undefined, base);
  await get('GET /student/classes', '/student/classes');
  const marked = await call(
    'POST /student/sessions/:id/attendance',
    'POST',
    `/student/sessions/${s.course.sessionId}/attendance`,
    token,
    undefined,
    base,
  );
  if (marked) acked.attendance.push({ sessionId: s.course.sessionId, userId: s.id });
}

async function teacherFlow(t, subs, windowMs) {
  const base = t.base ?? BASE;
  const token = await signIn(t.email, base);
  if (!token) return;
  const gap = windowMs / Math.max(subs.length, 1);
  for (const [i, sub] of subs.entries()) {
    await call('GET /teacher/submissions/:id', 'GET', `/teacher/submissions/${sub.id}`, token, undefined, base);
    const graded = await call(
      'POST /teacher/submissions/:id/grade',
      'POST',
      `/teacher/submissions/${sub.id}/grade`,
      token,
      { score: 10 + ((i * 7) % 10) + 0.5, feedback: 'Buen trabajo.' },
      base,
    );
    if (graded) acked.grades.push(sub.id);
    await sleep(gap * (0.5 + Math.random()));
  }
}

/** The process and its children (the API_WORKERS processes), from /proc. */
function processTree(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i += 1) {
    try {
      for (const task of readdirSync(`/proc/${out[i]}/task`)) {
        const children = readFileSync(`/proc/${out[i]}/task/${task}/children`, 'utf8').trim();
        if (children) out.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      /* gone */
    }
  }
  return out;
}

/** CPU (% of one core, all the API's processes together) and each process's resident memory, sampled every second. */
function watchProcess(pids) {
  const ticks = 100; // USER_HZ
  const readStat = (p) => {
    const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    return { cpu: Number(f[11]) + Number(f[12]), rssMB: (Number(f[21]) * 4096) / 1048576 };
  };
  const out = { cpu: [], rssMB: {} };
  const lastCpu = new Map();
  let lastAt = Date.now();
  const sample = () => {
    const at = Date.now();
    let used = 0;
    for (const p of pids.flatMap(processTree)) {
      try {
        const now = readStat(p);
        if (lastCpu.has(p)) used += now.cpu - lastCpu.get(p);
        lastCpu.set(p, now.cpu);
        out.rssMB[p] = Math.max(out.rssMB[p] ?? 0, now.rssMB);
      } catch {
        /* process gone */
      }
    }
    out.cpu.push((used / ticks / ((at - lastAt) / 1000)) * 100);
    lastAt = at;
  };
  sample();
  out.cpu.length = 0;
  const timer = setInterval(sample, 1000);
  return { stop: () => clearInterval(timer), out };
}

function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waitHealthyWorkers() {
  // With several processes, wait until the port is answered again and again (each worker up).
  await waitHealthy();
  if (WORKERS > 1) await sleep(5000);
}

/** A shared key of the settings' secrets, as every machine of a site must have. */
const SETTINGS_KEY = 'load-settings-key-0123456789-0123456789-0123456789';

/**
 * The API of the run: one process (or API_WORKERS processes) on PORT; with --machines, the machines
 * and what they share: the first migrates and seeds, then a team's pipeline deploys every remote's
 * build into the shared release state and the bucket (the CLI), then the others start.
 */
async function startSite() {
  if (MACHINES <= 1) {
    const server = startServer();
    const stop = () => server.exitCode === null && server.kill('SIGTERM');
    process.on('exit', stop);
    await waitHealthyWorkers();
    return { pids: [server.pid], machines: null, stop: async () => stop() };
  }
  const s3 = await startS3(`inpro-load-${PORT}`);
  const sink = await startMailSink();
  // Reminders are looked for every minute here (hourly by default), so that they fall inside the window.
  const env = { ...serverEnv(), ...s3.env, INPRO_MACHINES: String(MACHINES), SETTINGS_KEY, JOBS_REMINDERS_CRON: '* * * * *' };
  const machines = [];
  const stopMachines = () => machines.forEach((m) => m.stop());
  process.on('exit', stopMachines);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  machines.push(startMachine({ name: 'maquina-a', port: PORT, env }));
  await machines[0].healthy();
  const cliDir = mkdtempSync(path.join(tmpdir(), 'inpro-load-cli-'));
  const cliEnv = { ...env, ARTIFACTS_DIR: cliDir, MACHINE_NAME: 'pipeline' };
  console.log((await remotesCli(['deploy', '--all', '--local'], cliEnv)).trim());
  for (let i = 1; i < MACHINES; i += 1)
    machines.push(startMachine({ name: `maquina-${String.fromCharCode(97 + i)}`, port: PORT + i, env }));
  await Promise.all(machines.map((m) => m.healthy()));
  return {
    pids: machines.map((m) => m.pid),
    machines,
    sink,
    cliEnv,
    async stop() {
      stopMachines();
      rmSync(cliDir, { recursive: true, force: true });
      await sink.close();
      await s3.close();
    },
  };
}

/**
 * The several-machines part of the run: users spread over the machines as a load balancer would,
 * the site's mail pointed at the sink, installments falling due and vouchers to approve. start()
 * runs, beside the users' flows, visitors loading pages of every machine, the release drill and
 * the approvals; finish() ends them and checks what must hold.
 */
async function prepareMachines(site, db, data, windowMs) {
  const { machines, sink, cliEnv } = site;
  const baseOf = (i) => `${machines[i % machines.length].origin}/api`;
  [...data.signedIn, ...data.students].forEach((s, i) => (s.base = baseOf(i)));
  data.teachers.forEach((t, i) => (t.base = baseOf(i)));
  const token = await superadminToken(machines[0].origin);
  await useMailSink(machines[0].origin, token, sink.port);
  const mail = await prepareMail(db, data.students, { reminders: MAIL_REMINDERS, receipts: MAIL_RECEIPTS, courseId: data.courses[0].id });
  console.log(
    `Machines: ${machines.map((m) => `${m.name} ${m.origin}`).join(', ')}; ${mail.reminderTo.length} installments due, ${mail.payments.length} vouchers to approve.`,
  );
  return {
    start() {
      const pages = visitors(machines, { count: 4 });
      // A drill that fails (a page load that timed out, a move refused) is a finding of the run, reported at the end.
      const drill = releaseDrill({ machines, token, cliEnv, gapMs: windowMs / 5 }).catch((err) => ({ error: err }));
      const approvals = approveOverWindow(machines, token, mail.payments, windowMs * 0.8);
      return {
        async finish() {
          const [drilled, decided] = await Promise.all([drill, approvals]);
          const moves = Array.isArray(drilled) ? drilled : [];
          await sleep(2000);
          await pages.stop();
          const { stale, sawALaterMove } = loadsAfterMoves(moves, pages.loads);
          const mailed = await countMail(sink, { reminderTo: mail.reminderTo, approved: decided.approved });
          const result = {
            machines: machines.map((m) => m.name),
            pageLoads: pages.loads.length,
            pageLoadsPerMachine: Object.fromEntries(machines.map((m) => [m.name, pages.loads.filter((l) => l.machine === m.name).length])),
            failedPageLoads: pages.failed.length,
            moves: moves.map((m) => ({ what: m.what, tookMs: m.tookMs, state: m.state, firstLoads: m.firstLoads })),
            loadsAfterAMoveThatSawTheStateBefore: stale.length,
            staleExamples: stale.slice(0, 5),
            loadsRunningAcrossTheNextMoveThatShowedIt: sawALaterMove,
            approvals: { approved: decided.approved.length, failed: decided.failed.length },
            mail: mailed,
          };
          const failures = [];
          if (!Array.isArray(drilled)) failures.push(`the release drill failed: ${drilled.error?.message ?? drilled.error}`);
          if (pages.failed.length)
            failures.push(`${pages.failed.length} failed page loads (first: ${JSON.stringify(pages.failed.slice(0, 3))})`);
          if (moves.some((m) => m.firstLoads.some((l) => !l.ok))) failures.push('a machine did not show a move at its next page load');
          if (stale.length) failures.push(`${stale.length} page loads after a move showed the state before it`);
          if (decided.failed.length)
            failures.push(`${decided.failed.length} approvals failed (${JSON.stringify(decided.failed.slice(0, 3))})`);
          for (const [kind, t] of Object.entries(mailed)) {
            if (typeof t !== 'object') continue;
            if (t.missing || t.doubled || t.unexpected)
              failures.push(`${kind}: ${t.missing} missing, ${t.doubled} doubled, ${t.unexpected} unexpected`);
          }
          return { result, failures };
        },
      };
    },
  };
}

/** The master administrator's access token, from machine `origin` (not one of the measured requests). */
async function superadminToken(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@inpro.test', password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`superadmin sign-in: ${res.status}`);
  return (await res.json()).token;
}

async function main() {
  console.log(
    `Load: ${SIGNED_IN} students already signed in and ${STUDENTS} signing in, ${TEACHERS} teachers, within ${WINDOW_S} s; ` +
      `API ${MACHINES > 1 ? `${MACHINES} machines (Redis, S3, SMTP sink)` : WORKERS > 1 ? `${WORKERS} processes (Redis)` : 'one process'} on PostgreSQL (${DB_URL}), ${availableParallelism()} cores.`,
  );
  if ((WORKERS > 1 || MACHINES > 1) && !REDIS_URL) throw new Error('--workers > 1 and --machines > 1 need LOAD_REDIS_URL (or REDIS_URL).');
  await recreateDatabase(DB_URL, Client);
  const site = await startSite();
  try {
    const db = new Client({ connectionString: DB_URL });
    await db.connect();
    const data = await prepare(db);
    console.log(
      `Prepared ${data.courses.length} courses, ${data.signedIn.length} open sessions, ${data.students.length} students to sign in, ${data.submissions.length} submissions.`,
    );
    if (HOLD_S > 0) {
      console.log(`Holding ${HOLD_S} s before the window (the server listens on port ${PORT}).`);
      await sleep(HOLD_S * 1000);
    }
    const windowMs = WINDOW_S * 1000;
    const cluster = site.machines ? await prepareMachines(site, db, data, windowMs) : null;

    const watch = watchProcess(site.pids);
    const started = Date.now();
    const startedAt = performance.now();
    console.log(`Window from ${new Date(started).toISOString()} for ${WINDOW_S} s.`);
    const flows = [];
    const during = cluster?.start() ?? null;
    // Arrivals spread over the first 80 % of the window, so that every flow ends inside it.
    const arrive = (list) =>
      list.forEach((s, i) => flows.push(sleep((i / list.length) * windowMs * 0.8 + Math.random() * 50).then(() => studentFlow(s))));
    arrive(data.signedIn);
    arrive(data.students);
    for (const t of data.teachers) {
      const subs = data.submissions.filter((x) => x.teacherId === t.id);
      flows.push(teacherFlow(t, subs, windowMs * 0.8));
    }
    await Promise.all(flows);
    const elapsed = (Date.now() - started) / 1000;
    watch.stop();
    const machines = during ? await during.finish() : null;

    // Every acknowledged write must be in the database.
    const [{ present }] = (
      await db.query(
        `SELECT count(*)::int AS present FROM attendance a JOIN unnest($1::int[], $2::int[]) AS x(s, u) ON a.session_id = x.s AND a.user_id = x.u
         WHERE a.status = 'PRESENTE'`,
        [acked.attendance.map((a) => a.sessionId), acked.attendance.map((a) => a.userId)],
      )
    ).rows;
    const [{ graded }] = (
      await db.query(`SELECT count(*)::int AS graded FROM submissions WHERE id = ANY($1) AND status = 'CALIFICADO' AND score IS NOT NULL`, [
        acked.grades,
      ])
    ).rows;
    await db.end();

    // The p99 of the requests that are not sign-ins, slice by slice of the run (where the slow ones are).
    const sliceMs = arg('slice', 0) * 1000 || Math.max(10_000, Math.round(windowMs / 10));
    const slices = new Map();
    for (const x of samples) {
      if (x.signIn) continue;
      const k = Math.floor((x.at - startedAt) / sliceMs);
      if (!slices.has(k)) slices.set(k, []);
      slices.get(k).push(x.ms);
    }
    console.log(
      '\nnot sign-ins, by time: ' +
        [...slices.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([k, v]) => `${(k * sliceMs) / 1000}s: ${v.length} req p99 ${percentile(v, 99).toFixed(0)} ms`)
          .join(' | '),
    );
    const labels = [...new Set(samples.map((s) => s.label))];
    console.log('\nendpoint                                   | requests |  503 | no answer | p50 ms | p95 ms | p99 ms | max ms');
    for (const label of labels) {
      const mine = samples.filter((s) => s.label === label);
      const ms = mine.map((s) => s.ms);
      console.log(
        `${label.padEnd(42)} | ${String(ms.length).padStart(8)} | ${String(mine.filter((s) => s.status === 503).length).padStart(4)} | ${String(
          mine.filter((s) => s.status === 0).length,
        ).padStart(9)} | ${percentile(ms, 50).toFixed(0).padStart(6)} | ${percentile(ms, 95).toFixed(0).padStart(6)} | ${percentile(ms, 99)
          .toFixed(0)
          .padStart(6)} | ${Math.max(...ms)
          .toFixed(0)
          .padStart(6)}`,
      );
    }
    const all = samples.map((s) => s.ms);
    const others = samples.filter((s) => !s.signIn);
    const otherMs = others.map((s) => s.ms);
    const cpu = watch.out.cpu;
    const rss = Object.values(watch.out.rssMB);
    const servedSignIns = signIns.ok + signIns.okAfterRetry;
    const cores = availableParallelism();
    const result = {
      signedInStudents: SIGNED_IN,
      signingInStudents: STUDENTS,
      teachers: TEACHERS,
      windowSeconds: WINDOW_S,
      apiProcesses: MACHINES > 1 ? MACHINES : WORKERS,
      elapsedSeconds: Number(elapsed.toFixed(1)),
      requests: all.length,
      errors: errors.length,
      timeouts: samples.filter((s) => s.status === 0).length,
      p50: Number(percentile(all, 50).toFixed(1)),
      p95: Number(percentile(all, 95).toFixed(1)),
      p99: Number(percentile(all, 99).toFixed(1)),
      notSignIn: {
        requests: others.length,
        refused503OnAnAttempt: others.filter((s) => s.status === 503).length,
        refusedAfterRepeats: refusals.length,
        p50: Number(percentile(otherMs, 50).toFixed(1)),
        p95: Number(percentile(otherMs, 95).toFixed(1)),
        p99: Number(percentile(otherMs, 99).toFixed(1)),
      },
      signIns: {
        ...signIns,
        expected: STUDENTS + TEACHERS,
        served: servedSignIns,
        refused503OnAnAttempt: samples.filter((s) => s.signIn && s.status === 503).length,
        servedPerSecond: Number((servedSignIns / elapsed).toFixed(2)),
        servedPerSecondPerCore: Number((servedSignIns / elapsed / cores).toFixed(2)),
      },
      acknowledgedWrites: {
        attendance: { acknowledged: acked.attendance.length, inDatabase: present },
        grades: { acknowledged: acked.grades.length, inDatabase: graded },
      },
      attendanceMarks: { students: STUDENTS + SIGNED_IN, acknowledged: acked.attendance.length },
      apiCpuPercentOfOneCore: {
        mean: Number((cpu.reduce((a, b) => a + b, 0) / Math.max(cpu.length, 1)).toFixed(1)),
        max: Number(Math.max(0, ...cpu).toFixed(1)),
      },
      apiRssMBPerProcess: { max: Number(Math.max(0, ...rss).toFixed(0)), processes: rss.length },
      ...(machines ? { machines: machines.result } : {}),
    };
    if (errors.length) console.log('\nFirst errors:', errors.slice(0, 10));
    if (refusals.length) console.log('Refused after their repeats:', refusals.length);
    console.log('\n' + JSON.stringify(result, null, 2));
    if (OUT) writeFileSync(OUT, JSON.stringify(result, null, 2) + '\n');
    // Item 4 (graceful): nothing times out, nothing fails but with 503 + Retry-After, no acknowledged write lost.
    const graceful = [];
    if (errors.length) graceful.push(`${errors.length} errors (time-outs, or failures other than 503 + Retry-After)`);
    if (signIns.failed) graceful.push(`${signIns.failed} sign-ins neither served nor refused with 503 + Retry-After`);
    if (present !== acked.attendance.length || graded !== acked.grades.length)
      graceful.push('acknowledged writes missing from the database');
    if (machines) graceful.push(...machines.failures);
    // Item 3 (signed-in students stay fast): also no refusal of their requests, p99 ≤ 300 ms, ≤ 1 GB per process.
    const strict = [...graceful];
    if (refusals.length) strict.push(`${refusals.length} requests that are not sign-ins still refused after their repeats`);
    if (result.notSignIn.p99 > P99_LIMIT_MS)
      strict.push(`p99 of the requests that are not sign-ins ${result.notSignIn.p99} ms > ${P99_LIMIT_MS} ms`);
    if (result.apiRssMBPerProcess.max > RSS_LIMIT_MB) strict.push(`an API process reached ${result.apiRssMBPerProcess.max} MB`);
    console.log(
      graceful.length
        ? `\nGRACEFUL: FAIL: ${graceful.join('; ')}`
        : '\nGRACEFUL: PASS: no time-outs, every failure a 503 with Retry-After, 0 acknowledged writes lost',
    );
    console.log(
      strict.length
        ? `FAST: FAIL: ${strict.join('; ')}`
        : `FAST: PASS: 0 errors and 0 refusals, p99 ≤ ${P99_LIMIT_MS} ms for the requests that are not sign-ins, every sign-in served or refused with 503 + Retry-After, 0 acknowledged writes lost, ≤ ${RSS_LIMIT_MB} MB per process`,
    );
    const failures = SIGNED_IN > 0 ? strict : graceful;
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await site.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
