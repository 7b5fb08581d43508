#!/usr/bin/env node
// Rollback under load: while Chromium keeps loading pages of every area, ops
// switch mf-public and mf-aula between two deployed versions, ten times. It reports the page loads
// that failed (must be 0), how long after each switch a new load saw the new version (must be
// ≤ 1 s), and whether a page opened before the switch kept working (its lazy chunks still load).
//
//   npm start &                                          # the site on :8080 with the demo data
//   node scripts/rollback-under-load.mjs [--url http://127.0.0.1:8080] [--switches 10] [--workers 3] [--json out.json]
//
// The second version of each remote is a copy of the active one under a new version number
// (deployed with `npm run remotes -- deploy <remote> --from <dir>`); every switch is
// `npm run remotes -- rollback <remote> --to <version>`. At the end the original versions are active again.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const { CHROMIUM_FLAGS, chromiumPath } = require(path.join(root, 'e2e', 'src', 'chromiumFlags.cjs'));
const { untilLive } = require(path.join(root, 'e2e', 'src', 'live.cjs'));

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const BASE = opt('--url', process.env.SITE_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const SWITCHES = Number(opt('--switches', 10));
const WORKERS = Number(opt('--workers', 3));
const ARTIFACTS = path.resolve(process.env.ARTIFACTS_DIR || path.join(root, '.artifacts'));
const SWITCHED = ['mf-public', 'mf-aula'];
const PASSWORD = 'Inpro2026!';

/** Pages of every area: [path, role or null, the remote that draws it]. */
const PAGES = [
  ['/', null, 'mf-public'],
  ['/cursos', null, 'mf-public'],
  ['/contacto', null, 'mf-public'],
  ['/aula', 'estudiante@inpro.test', 'mf-aula'],
  ['/aula/cursos', 'estudiante@inpro.test', 'mf-aula'],
  ['/prof', 'docente@inpro.test', 'mf-teacher'],
  ['/admin', 'admin@inpro.test', 'mf-admin'],
  ['/superadmin', 'superadmin@inpro.test', 'mf-superadmin'],
];

function remotesCli(cliArgs) {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts', 'remotes.mjs'), ...cliArgs], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ARTIFACTS_DIR: ARTIFACTS },
  });
  if (res.status !== 0) throw new Error(`remotes ${cliArgs.join(' ')} failed: ${res.stderr || res.stdout}`);
  return res.stdout;
}

async function activeVersions() {
  const res = await fetch(`${BASE}/remotes.json`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${BASE}/remotes.json answered ${res.status}: is the site running (npm start)?`);
  const json = await res.json();
  return Object.fromEntries(Object.entries(json.remotes).map(([name, r]) => [name, r.version]));
}

/** A second deployed version of `remote`: the active build copied under a new version number. */
function deployTwin(remote, version, tmp) {
  const twin = `${version.split('+')[0]}-twin.${Date.now()}`;
  const dir = path.join(tmp, `${remote}-${twin}`);
  cpSync(path.join(ARTIFACTS, remote, version), dir, { recursive: true });
  const metaFile = path.join(dir, 'inpro-meta.json');
  writeFileSync(metaFile, JSON.stringify({ ...JSON.parse(readFileSync(metaFile, 'utf8')), version: twin }, null, 2));
  remotesCli(['deploy', remote, '--from', dir]);
  return twin;
}

const sessions = new Map();
async function sessionOf(email) {
  if (!email) return null;
  if (!sessions.has(email)) {
    const res = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
    sessions.set(email, await res.json());
  }
  return sessions.get(email);
}

async function newPage(browser, email) {
  const context = await browser.newContext({ baseURL: BASE });
  const session = await sessionOf(email);
  if (session) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('inpro.token', token);
        localStorage.setItem('inpro.user', user);
      },
      [session.token, JSON.stringify(session.user)],
    );
  }
  const page = await context.newPage();
  const seen = { versions: {}, failures: [] };
  page.on('request', (req) => {
    const m = /\/remotes\/(mf-[a-z]+)\/([^/]+)\//.exec(req.url());
    if (m) seen.versions[m[1]] ??= m[2];
  });
  page.on('response', (res) => {
    if (res.status() >= 500 || (res.status() >= 400 && /\/remotes\//.test(res.url()))) seen.failures.push(`${res.status()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText ?? '';
    // A navigation or a closing page cancels what is in flight: not a failed load by itself.
    if (why !== 'net::ERR_ABORTED') seen.failures.push(`failed ${req.url()} ${req.failure()?.errorText ?? ''}`);
  });
  return { page, seen, close: () => context.close() };
}

/**
 * The page shows its area's content, the application's (not only the server's prerendered markup),
 * and no chunk-failure or error screen. A prerendered public page comes alive on its own: this waits
 * until its application has taken it over (e2e/src/live.cjs).
 */
async function pageIsDrawn(page, role) {
  const content = role ? page.getByTestId('area-content') : page.locator('main h1').first();
  await content.waitFor({ state: 'visible', timeout: 30_000 });
  if (role) await page.locator('[data-testid="area-content"] h1, [data-testid="area-content"] h2').first().waitFor({ timeout: 30_000 });
  else await untilLive(page, { timeout: 30_000 });
  const broken = await page.locator('[data-testid="chunk-failure"], [data-testid="app-error"]').count();
  if (broken) throw new Error('chunk-failure or app-error screen');
}

/** One full page load; returns the versions of the remotes it used, or throws with why it failed. */
async function load(browser, [url, email]) {
  const p = await newPage(browser, email);
  try {
    const res = await p.page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!res || !res.ok()) throw new Error(`HTTP ${res?.status()}`);
    await pageIsDrawn(p.page, email);
    if (p.seen.failures.length) throw new Error(p.seen.failures.join('; '));
    return p.seen.versions;
  } finally {
    await p.close();
  }
}

const stats = { loads: 0, failed: [], perArea: {} };
let stopping = false;
async function loadWorker(browser, offset) {
  for (let i = offset; !stopping; i += 1) {
    const target = PAGES[i % PAGES.length];
    const started = Date.now();
    try {
      await load(browser, target);
      stats.loads += 1;
      stats.perArea[target[0]] = (stats.perArea[target[0]] ?? 0) + 1;
    } catch (err) {
      stats.loads += 1;
      stats.failed.push({ url: target[0], at: new Date(started).toISOString(), why: String(err.message ?? err).slice(0, 300) });
    }
  }
}

/** Loads `url` until a load uses `version` of `remote`; the ms from `since` to the start of that load. */
async function timeToSee(browser, url, email, remote, version, since) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const startedAt = Date.now();
    const versions = await load(browser, [url, email]);
    if (versions[remote] === version) return startedAt - since;
  }
  return Infinity;
}

/** A page opened before the switch moves to another route of its area afterwards (lazy chunks of its version). */
async function openBefore(browser) {
  const pub = await newPage(browser, null);
  await pub.page.goto('/');
  await pageIsDrawn(pub.page, null);
  const aula = await newPage(browser, 'estudiante@inpro.test');
  await aula.page.goto('/aula');
  await pageIsDrawn(aula.page, 'estudiante@inpro.test');
  return { pub, aula };
}

async function keepsWorking(opened) {
  const results = [];
  for (const [p, to, email] of [
    [opened.pub, '/contacto', null],
    [opened.aula, '/aula/pagos', 'estudiante@inpro.test'],
  ]) {
    try {
      const before = p.seen.failures.length;
      await p.page.evaluate((href) => {
        globalThis.history.pushState(null, '', href);
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
      }, to);
      await p.page.waitForURL(`**${to}`);
      await pageIsDrawn(p.page, email);
      if (p.seen.failures.length > before) throw new Error(p.seen.failures.slice(before).join('; '));
      results.push({ to, ok: true });
    } catch (err) {
      results.push({ to, ok: false, why: String(err.message ?? err).slice(0, 300) });
    } finally {
      await p.close();
    }
  }
  return results;
}

const original = await activeVersions();
const tmp = mkdtempSync(path.join(tmpdir(), 'inpro-rollback-'));
const pair = {};
for (const remote of SWITCHED) pair[remote] = [original[remote], deployTwin(remote, original[remote], tmp)];
/** Makes the original versions active again (a rollback to the active version is refused). */
async function restore() {
  const active = await activeVersions();
  for (const remote of SWITCHED) if (active[remote] !== original[remote]) remotesCli(['rollback', remote, '--to', original[remote]]);
}
// deployTwin activated the twins: start from the original versions.
await restore();

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const switches = [];
const started = Date.now();
try {
  const workers = Array.from({ length: WORKERS }, (_, i) => loadWorker(browser, i * 3));
  for (let n = 1; n <= SWITCHES; n += 1) {
    await new Promise((r) => setTimeout(r, 1500));
    const opened = await openBefore(browser);
    const target = Object.fromEntries(SWITCHED.map((remote) => [remote, pair[remote][n % 2]]));
    const t0 = Date.now();
    for (const remote of SWITCHED) remotesCli(['rollback', remote, '--to', target[remote]]);
    const switchedAt = Date.now();
    const [seenPublicMs, seenAulaMs] = await Promise.all([
      timeToSee(browser, '/', null, 'mf-public', target['mf-public'], switchedAt),
      timeToSee(browser, '/aula', 'estudiante@inpro.test', 'mf-aula', target['mf-aula'], switchedAt),
    ]);
    const openedBefore = await keepsWorking(opened);
    switches.push({ n, to: target, switchMs: switchedAt - t0, seenPublicMs, seenAulaMs, openedBefore });
    console.log(
      `switch ${n}: mf-public → ${target['mf-public']}, mf-aula → ${target['mf-aula']} (${switchedAt - t0} ms); ` +
        `new load sees it after ${seenPublicMs} / ${seenAulaMs} ms; pages opened before: ${openedBefore.map((r) => (r.ok ? 'ok' : `FAILED (${r.why})`)).join(', ')}`,
    );
  }
  stopping = true;
  await Promise.all(workers);
} finally {
  stopping = true;
  await browser.close();
  await restore();
  rmSync(tmp, { recursive: true, force: true });
}

const worstSeen = Math.max(...switches.flatMap((s) => [s.seenPublicMs, s.seenAulaMs]));
const openedFailures = switches.flatMap((s) => s.openedBefore.filter((r) => !r.ok));
const summary = {
  url: BASE,
  seconds: Math.round((Date.now() - started) / 1000),
  switches: switches.length,
  pageLoads: stats.loads,
  failedLoads: stats.failed.length,
  loadsPerPage: stats.perArea,
  worstMsToSeeNewVersion: worstSeen,
  openedBeforeChecks: switches.length * 2,
  openedBeforeFailures: openedFailures.length,
  failures: stats.failed.slice(0, 20),
};
console.log(JSON.stringify(summary, null, 2));
const jsonOut = opt('--json', null);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ summary, switches }, null, 2));
const ok = stats.failed.length === 0 && openedFailures.length === 0 && worstSeen <= 1000;
console.log(ok ? 'PASS: 0 failed loads, every switch seen within 1 s, pages opened before kept working' : 'FAIL');
process.exit(ok ? 0 : 1);
