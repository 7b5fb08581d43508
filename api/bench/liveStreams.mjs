#!/usr/bin/env node
// Live streams at school scale: the built server (api/dist) on a scratch PostgreSQL database, one API
// process or several (--machines N, each its own process and port, all on the same database: the live
// events cross them by LISTEN/NOTIFY), N open event streams (GET /api/me/events, --streams, default
// 10,000) spread over the signed-in users (--users, default 1,000, signed in through POST /api/auth/login
// as the site does; several streams per user, as several tabs and devices), and a teacher's
// announcement to a course of --course students (default 500). Reports the resident memory of each API
// process before and with the streams open, and the fan-out latency of each announcement at the streams
// of its students (from the moment the request is sent to the moment the stream delivers the
// notification event): p50, p99, max, and whether every such stream received it and no other did.
//
//   npm run build -w api && node api/bench/liveStreams.mjs [--streams 10000] [--machines 1] [--users 1000]
//     [--course 500] [--announcements 5] [--port 8650] [--first-after 0] [--every 3]
//   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/inpro_live_load (dropped and created again)
//
// With --attach PORT the streams go to an API process already running on that port (and its database,
// LOAD_DATABASE_URL, is not recreated): the term load's server (`classroom.mjs --term`), so the streams
// and the announcements share it with the start of a term while that script measures its own figures.
//
// Each stream is a socket in this process and one in the server: `ulimit -n` must allow --streams plus
// some (the script says so before it starts).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { numberArg, recreateDatabase, requireFromDist } from './common.mjs';
import { startMachine } from './machines.mjs';

const require = requireFromDist('server.js');
const { Client } = require('pg');
const { hashPassword } = require('./auth/passwords.js');

const STREAMS = numberArg('streams', 10_000);
const MACHINES = numberArg('machines', 1);
const USERS = numberArg('users', 1000);
const COURSE = numberArg('course', 500);
const ANNOUNCEMENTS = numberArg('announcements', 5);
const PORT = numberArg('port', 8650);
const ATTACH = numberArg('attach', 0);
/** Seconds from this script's start to the first announcement (at least once the streams are open), and between announcements. */
const FIRST_AFTER_S = numberArg('first-after', 0);
const EVERY_S = numberArg('every', 3);
const DB_URL = process.env.LOAD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inpro_live_load';
const JWT_SECRET = 'live-load-secret-0123456789-0123456789-0123456789';
const PASSWORD = 'Inpro2026!';
/** Streams opened at once while the others are set up (the browsers of a school arriving). */
const OPEN_CONCURRENCY = 200;
const P99_LIMIT_MS = 1000;
const RSS_LIMIT_MB = 1024;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function limits() {
  const soft = Number(execSync('ulimit -n', { shell: '/bin/bash' }).toString().trim());
  if (Number.isFinite(soft) && soft < STREAMS + 500) {
    console.error(
      `ulimit -n is ${soft}: not enough for ${STREAMS} streams (each a socket here and in the server). Raise it or pass --streams.`,
    );
    process.exit(1);
  }
  return soft;
}

function rssMB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** JSON over HTTP with the `base` of a machine; answers status and body. */
async function call(base, method, path, { token, body } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, retryAfter: Number(res.headers.get('retry-after')) || 1 };
}

/** Users: a teacher, USERS students of which the first COURSE are enrolled (ACTIVO) in the teacher's course. */
async function prepare(db) {
  const hash = await hashPassword(PASSWORD);
  const {
    rows: [teacher],
  } = await db.query(
    `INSERT INTO users (email, full_name, role, password_hash) VALUES ('live.docente@inpro.test', 'Docente En Vivo', 'DOCENTE', $1) RETURNING id, email`,
    [hash],
  );
  const { rows: students } = await db.query(
    `INSERT INTO users (email, full_name, role, password_hash)
     SELECT 'live.alumno' || g || '@inpro.test', 'Alumno En Vivo ' || g, 'ESTUDIANTE', $1 FROM generate_series(1, $2) g
     RETURNING id, email`,
    [hash, USERS],
  );
  const {
    rows: [course],
  } = await db.query(
    `INSERT INTO courses (code, title, slug, teacher_id, published, area, price)
     VALUES ('LIVE-LOAD', 'Curso de avisos en vivo', 'curso-de-avisos-en-vivo', $1, true, 'Conciliación', 450) RETURNING id`,
    [teacher.id],
  );
  const enrolled = students.slice(0, COURSE);
  await db.query(`INSERT INTO enrolments (user_id, course_id, source) SELECT u, $2, 'ADMIN' FROM unnest($1::int[]) u`, [
    enrolled.map((s) => s.id),
    course.id,
  ]);
  for (const s of enrolled) s.enrolled = true;
  return { teacher, students, courseId: course.id };
}

/** Signs `user` in through the API (a 503 + Retry-After is tried again after it, as a person would). */
async function signIn(base, user) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await call(base, 'POST', '/auth/login', { body: { email: user.email, password: PASSWORD } });
    if (res.status === 200) return res.body.token;
    if (res.status !== 503 && res.status !== 429) throw new Error(`sign-in of ${user.email}: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(res.retryAfter * 1000);
  }
  throw new Error(`sign-in of ${user.email} refused 20 times`);
}

async function pool(items, size, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

/**
 * One open stream, as a browser holds it: answers once the server says 'ready'. `onEvent(kind, data, at)`
 * for every event after that.
 */
function openStream(base, token, onEvent) {
  return new Promise((resolve, reject) => {
    const url = new URL(`${base}/api/me/events`);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(
            Object.assign(new Error(`stream answered ${res.statusCode}`), {
              status: res.statusCode,
              retryAfter: Number(res.headers['retry-after']) || 1,
            }),
          );
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const kind = /^event: (.*)$/m.exec(block)?.[1];
            if (!kind) continue;
            if (kind === 'ready' && !ready) {
              ready = true;
              resolve({ close: () => req.destroy(), closed: () => res.closed });
              continue;
            }
            onEvent(kind, /^data: (.*)$/m.exec(block)?.[1] ?? '', at);
          }
        });
        res.on('close', () => {
          if (!ready) reject(new Error('stream closed before ready'));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The process listening on `port` (for its memory), from `ss`. */
function pidOnPort(port) {
  const out = execSync(`ss -Hltnp 'sport = :${port}'`, { shell: '/bin/bash' }).toString();
  const pid = Number(/pid=(\d+)/.exec(out)?.[1]);
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return pid;
}

/** A running API process, not started (nor stopped) by this script. */
function attached(port) {
  return {
    name: `puerto-${port}`,
    origin: `http://127.0.0.1:${port}`,
    pid: pidOnPort(port),
    healthy: async () => undefined,
    stop: () => undefined,
  };
}

/** The API processes: the one of --attach, or MACHINES started here on a fresh database. */
async function startMachines(env) {
  if (ATTACH) return [attached(ATTACH)];
  await recreateDatabase(DB_URL, Client);
  const machines = [startMachine({ name: 'maquina-a', port: PORT, env })];
  await machines[0].healthy();
  // The first machine has migrated the database; the others start on it.
  for (let i = 1; i < MACHINES; i += 1)
    machines.push(startMachine({ name: `maquina-${String.fromCharCode(97 + i)}`, port: PORT + i, env }));
  await Promise.all(machines.map((m) => m.healthy()));
  return machines;
}

const scriptStarted = Date.now();

async function main() {
  const fdLimit = limits();
  const env = {
    DATABASE_URL: DB_URL,
    JWT_SECRET,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Every stream and sign-in comes from this one machine, i.e. from one IP address.
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_IP_PER_MINUTE: '1000000',
  };
  const machines = await startMachines(env);
  const stopAll = () => machines.forEach((m) => m.stop());
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });

  try {
    const db = new Client({ connectionString: DB_URL });
    await db.connect();
    const { teacher, students, courseId } = await prepare(db);
    await db.end();

    const signInStarted = Date.now();
    await pool(students, 8, async (s, i) => {
      s.base = machines[i % machines.length].origin;
      s.token = await signIn(s.base, s);
    });
    const teacherToken = await signIn(machines[0].origin, teacher);
    const signInSeconds = (Date.now() - signInStarted) / 1000;
    await sleep(2000);
    const rssBefore = machines.map((m) => rssMB(m.pid));

    // The streams: stream k belongs to student k mod USERS, on that student's machine.
    const received = []; // per stream: Map of announcement title -> arrival (ms, performance.now)
    const streams = [];
    const owners = [];
    const opened = Date.now();
    let refusals = 0;
    await pool(
      Array.from({ length: STREAMS }, (_, k) => k),
      OPEN_CONCURRENCY,
      async (k) => {
        const owner = students[k % students.length];
        const mine = new Map();
        received[k] = mine;
        owners[k] = owner;
        for (;;) {
          try {
            streams[k] = await openStream(owner.base, owner.token, (kind, data, at) => {
              if (kind === 'notification') mine.set(JSON.parse(data).notificationId, at);
            });
            return;
          } catch (err) {
            if (err.status !== 503) throw err;
            refusals += 1;
            await sleep(err.retryAfter * 1000);
          }
        }
      },
    );
    const openSeconds = (Date.now() - opened) / 1000;
    await sleep(3000);
    const rssOpen = machines.map((m) => rssMB(m.pid));

    // The announcements: each sent to the first machine; its notifications reach the students' streams.
    const runs = [];
    await sleep(Math.max(0, scriptStarted + FIRST_AFTER_S * 1000 - Date.now()));
    for (let a = 1; a <= ANNOUNCEMENTS; a += 1) {
      const sentAt = performance.now();
      const sentWall = new Date().toISOString();
      // Refused with 503 + Retry-After (the server shedding load), the teacher sends it again after it:
      // the latency counts from the first press.
      let res;
      let refused = 0;
      for (;;) {
        res = await call(machines[0].origin, 'POST', '/teacher/announcements', {
          token: teacherToken,
          body: { courseId, title: `Aviso en vivo ${a}`, body: 'Mañana la clase empieza a las 19:00.' },
        });
        if (res.status !== 503 || refused >= 10) break;
        refused += 1;
        await sleep(res.retryAfter * 1000);
      }
      if (res.status !== 201) throw new Error(`announcement: ${res.status} ${JSON.stringify(res.body)}`);
      const answeredMs = performance.now() - sentAt;
      // The notifications of this announcement: one per enrolled student (ids read back from the database).
      const dbc = new Client({ connectionString: DB_URL });
      await dbc.connect();
      const { rows } = await dbc.query(`SELECT id, user_id FROM notifications WHERE kind = 'ANNOUNCEMENT' AND body = $1`, [
        `Aviso en vivo ${a} — Mañana la clase empieza a las 19:00.`,
      ]);
      await dbc.end();
      runs.push({ sentAt, sentWall, answeredMs, refused, notifications: rows });
      await sleep(EVERY_S * 1000);
    }
    const rssAfter = machines.map((m) => rssMB(m.pid));

    // Each announcement's latency at every stream of an enrolled student; any stream of another student that got one is a leak.
    const results = runs.map((run, i) => {
      const byUser = new Map(run.notifications.map((n) => [n.user_id, n.id]));
      const latencies = [];
      let missing = 0;
      let leaked = 0;
      for (let k = 0; k < STREAMS; k += 1) {
        const id = byUser.get(owners[k].id);
        if (id === undefined) {
          for (const n of run.notifications) if (received[k].has(n.id)) leaked += 1;
          continue;
        }
        const at = received[k].get(id);
        if (at === undefined) missing += 1;
        else latencies.push(at - run.sentAt);
      }
      latencies.sort((x, y) => x - y);
      return {
        announcement: i + 1,
        sentAt: run.sentWall,
        refusedFirst: run.refused,
        recipients: byUser.size,
        deliveries: latencies.length,
        missing,
        leaked,
        requestMs: Math.round(run.answeredMs),
        p50Ms: Math.round(percentile(latencies, 50) ?? NaN),
        p99Ms: Math.round(percentile(latencies, 99) ?? NaN),
        maxMs: Math.round(latencies[latencies.length - 1] ?? NaN),
      };
    });
    const stillOpen = streams.filter((s) => s && !s.closed()).length;
    for (const s of streams) s?.close();

    const summary = {
      command: `node api/bench/liveStreams.mjs --streams ${STREAMS} ${ATTACH ? `--attach ${ATTACH}` : `--machines ${MACHINES}`} --users ${USERS} --course ${COURSE} --announcements ${ANNOUNCEMENTS} --first-after ${FIRST_AFTER_S} --every ${EVERY_S}`,
      ulimitN: fdLimit,
      machines: machines.length,
      users: USERS,
      streams: STREAMS,
      signInSeconds: Number(signInSeconds.toFixed(1)),
      openSeconds: Number(openSeconds.toFixed(1)),
      openRefusals: refusals,
      streamsStillOpenAtEnd: stillOpen,
      rssMB: machines.map((m, i) => ({
        machine: m.name,
        before: Math.round(rssBefore[i]),
        withStreams: Math.round(rssOpen[i]),
        afterFanOut: Math.round(rssAfter[i]),
        kBPerStream: Number((((rssOpen[i] - rssBefore[i]) * 1024) / (STREAMS / MACHINES)).toFixed(1)),
      })),
      fanOut: results,
    };
    console.log(JSON.stringify(summary, null, 2));
    const worstP99 = Math.max(...results.map((r) => r.p99Ms));
    const maxRss = Math.max(...summary.rssMB.map((r) => Math.max(r.withStreams, r.afterFanOut)));
    const failures = [];
    if (results.some((r) => r.missing > 0)) failures.push('a stream of an enrolled student missed an announcement');
    if (results.some((r) => r.leaked > 0)) failures.push('a stream of a student outside the course received an announcement');
    if (stillOpen < STREAMS) failures.push(`${STREAMS - stillOpen} streams closed during the run`);
    if (worstP99 > P99_LIMIT_MS) failures.push(`fan-out p99 ${worstP99} ms > ${P99_LIMIT_MS} ms`);
    if (maxRss > RSS_LIMIT_MB) failures.push(`an API process reached ${maxRss} MB`);
    console.log(
      failures.length
        ? `FAIL: ${failures.join('; ')}`
        : `PASS: every delivery made, none leaked, p99 ≤ ${P99_LIMIT_MS} ms, ≤ ${RSS_LIMIT_MB} MB per process`,
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    stopAll();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
