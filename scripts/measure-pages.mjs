#!/usr/bin/env node
// Measures the public pages as a visitor meets them, and what entering an area after signing in
// downloads, in the local Chromium (docs/performance.md says how to read it):
//  - per page: the JavaScript downloaded until the page is live (its application took over the
//    prerendered page, with no gesture) and in all, as gzip (every JS response compressed as a
//    server would) and as received;
//  - Lighthouse mobile (simulated throttling): performance, accessibility, best practices (and the
//    audits that fail there, e.g. paste-preventing-inputs), LCP, FCP, TBT, CLS;
//  - on a phone profile (CPU ×4, 1.6 Mbps down, 750 Kbps up, 150 ms RTT): when a page left alone is
//    live, and on pages with course cards, how long a tap on one 3 s after load takes to show the course;
//    and the home page and the student's /aula on a first and a repeat visit (HTTP cache and service
//    worker kept between them): when each is live;
//  - per area (/aula, /prof, /admin, /superadmin): signed in through the sign-in form, the JavaScript
//    the area adds to what the sign-in page loaded, of it the area's own code (all its remote sends
//    but third-party libraries) and the libraries, and what of the visit was downloaded twice (from
//    the source maps: the same source file in two downloads, counted once with its smaller part),
//    the Module Federation glue every container carries listed apart. --files lists where.
//
//   npm start &                       # the site on :8080
//   node scripts/measure-pages.mjs [--url http://127.0.0.1:8080] [--no-lighthouse] [--no-phone] [--no-areas]
//                                  [--json out.json] [--only home,catalogue] [--runs 5] [--tasks] [--no-visits]
//   --runs N: Lighthouse N times per page (its own advice on variability: several runs, the median);
//             the table shows the medians and a line per page the min–max spread of perf, TBT and LCP.
//   --tasks:  also lists Lighthouse's long tasks of each page (of the median-TBT run): URL, start, duration.
//   --no-js:  Lighthouse with every script blocked (`blockedUrlPatterns`): the page as the server sends it,
//             what its HTML and CSS alone cost; no JavaScript change can score above that.
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url + '/../e2e/');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const BASE = opt('--url', process.env.SITE_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
const { CHROMIUM_FLAGS: FLAGS, chromiumPath } = require(fileURLToPath(new URL('../e2e/src/chromiumFlags.cjs', import.meta.url)));
const { PRERENDERED } = require(fileURLToPath(new URL('../e2e/src/live.cjs', import.meta.url)));
const { watchNetwork } = require(fileURLToPath(new URL('../e2e/src/networkWatch.cjs', import.meta.url)));
const CHROMIUM = chromiumPath();
const PASSWORD = 'Inpro2026!';
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 1500, cls: 0.05, homeGzipKB: 150, areaOwnKB: 30 };
/**
 * --cpu-slowdown N: Lighthouse's simulated CPU slowdown instead of its default 4, to score this machine
 * as a slower one: N = 4 × (this machine's benchmark index / the slower machine's), e.g. 13 here (index
 * ~3,800) for a machine of index 1,156.
 */
const CPU_SLOWDOWN = Number(opt('--cpu-slowdown', '0')) || 0;
const NO_JS = args.includes('--no-js');
/** A slow phone: CPU ×4, 1.6 Mbps down, 750 Kbps up, 150 ms round trip. */
const PHONE = { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
const AREAS = [
  ['/aula', 'estudiante@inpro.test'],
  ['/prof', 'docente@inpro.test'],
  ['/admin', 'admin@inpro.test'],
  ['/superadmin', 'superadmin@inpro.test'],
];

function slugify(text) {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function pages() {
  const only = opt('--only');
  const res = await fetch(`${BASE}/api/data/cursos.json`);
  const courses = res.ok ? await res.json() : [];
  const first = Array.isArray(courses) ? courses[0] : null;
  const all = [
    ['home', '/'],
    ['catalogue', '/cursos'],
  ];
  if (first) all.push(['course detail', `/curso/${first.id}-${first.slug || slugify(first.title)}`]);
  all.push(['sign-in', '/aula/login']);
  return only ? all.filter(([name]) => only.split(',').includes(name)) : all;
}

const kb = (files, key) => files.reduce((s, f) => s + f[key], 0) / 1024;

/** Every JS response of a page, as { url, raw, gzip, wire } once its body is in. */
function recordJs(page) {
  const bodies = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] || '';
    if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
    bodies.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([b, sizes]) => ({
          url: response.url(),
          raw: b.length,
          gzip: gzipSync(b).length,
          wire: sizes.responseBodySize,
          text: b.toString('utf8'),
        }))
        .catch(() => null),
    );
  });
  return {
    /** The responses so far (and forgets them, so the next call gives only what came after). */
    take: async () => (await Promise.all(bodies.splice(0))).filter(Boolean),
  };
}

/** Records, in the page, the moment (ms since navigation) it is live: the prerendered page taken over. */
const LIVE_PROBE = (selector) => {
  const doc = globalThis.document;
  const check = () => {
    if (globalThis.__liveAt !== undefined || doc.readyState === 'loading') return;
    if (!doc.querySelector(selector) && doc.querySelector('#main .area-root')) globalThis.__liveAt = globalThis.performance.now();
  };
  new globalThis.MutationObserver(check).observe(doc, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-prerendered'],
  });
  doc.addEventListener('DOMContentLoaded', check);
};

/** ms since navigation when the page went live, or null when it was not live within `timeout`. */
async function untilLive(page, timeout = 60_000) {
  const live = await page.waitForFunction(() => globalThis.__liveAt !== undefined, null, { timeout, polling: 50 }).catch(() => null);
  return live ? Math.round(await page.evaluate(() => globalThis.__liveAt)) : null;
}

/**
 * For the area measurement only: a sign-in page that does not come alive on its own (a build that
 * waited for the visitor's first gesture) gets one, the pointer moving, as a visitor's would.
 */
async function liveForSignIn(page) {
  if ((await untilLive(page, 15_000)) !== null) return;
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
  if ((await untilLive(page, 60_000)) === null) throw new Error('the sign-in page never went live');
}

/** JavaScript until the page is live (unthrottled, no gesture), and in all once the network is idle. */
async function jsBytes(browser, path) {
  const context = await browser.newContext();
  await context.addInitScript(LIVE_PROBE, PRERENDERED);
  const page = await context.newPage();
  const js = recordJs(page);
  await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
  // Left alone: a page that is not live within 15 s (it waits for a gesture) counts as never.
  const liveMs = await untilLive(page, 15_000);
  const untilLiveFiles = await js.take();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const later = await js.take();
  const all = [...untilLiveFiles, ...later];
  await context.close();
  return {
    liveMs,
    liveGzipKB: kb(untilLiveFiles, 'gzip'),
    files: all.length,
    rawKB: kb(all, 'raw'),
    gzipKB: kb(all, 'gzip'),
    wireKB: kb(all, 'wire'),
  };
}

async function lighthouseScores(path) {
  const { default: lighthouse } = await import(require.resolve('lighthouse'));
  const constants = await import(require.resolve('lighthouse/core/config/constants.js'));
  const chromeLauncher = await import(require.resolve('chrome-launcher'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      // Lighthouse's own mobile throttling, of which --cpu-slowdown changes the CPU part.
      ...(CPU_SLOWDOWN ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      ...(NO_JS ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    const lhr = result.lhr;
    const metric = (id) => (typeof lhr.audits[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : null);
    const ms = (id) => (metric(id) === null ? null : Math.round(metric(id)));
    const failing = (category) =>
      lhr.categories[category].auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0).map((r) => r.id);
    const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({
      url: String(t.url ?? '').replace(BASE, ''),
      startMs: Math.round(t.startTime ?? 0),
      durationMs: Math.round(t.duration ?? 0),
    }));
    const bootup = (lhr.audits['bootup-time']?.details?.items ?? []).map((t) => ({
      url: String(t.url ?? '').replace(BASE, ''),
      scriptingMs: Math.round(t.scripting ?? 0),
      totalMs: Math.round(t.total ?? 0),
    }));
    const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
    const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      lcpMs: ms('largest-contentful-paint'),
      fcpMs: ms('first-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lcpElement: lcpNode?.snippet ?? null,
      runtimeError: lhr.runtimeError?.code ?? null,
      failedA11y: failing('accessibility'),
      failedBestPractices: failing('best-practices'),
      pastePrevented: lhr.audits['paste-preventing-inputs']?.score === 0,
      domElements: lhr.audits['dom-size']?.numericValue ?? null,
      // How fast Lighthouse found this machine at the time of the run: a faster host shortens every task.
      benchmarkIndex: lhr.environment?.benchmarkIndex === undefined ? null : Math.round(lhr.environment.benchmarkIndex),
      longTasks,
      bootup,
    };
  } finally {
    await chrome.kill();
  }
}

/** A phone's context: small touch screen, slow CPU and network (PHONE), from the first request. */
async function phonePage(browser, contextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ...contextOptions,
  });
  await context.addInitScript(LIVE_PROBE, PRERENDERED);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.down,
    uploadThroughput: PHONE.up,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  return { page, context, close: () => context.close() };
}

/** The pages of the first-and-repeat visit measurement: the home page, and the student's classroom signed in. */
const VISITS = [
  ['home', '/', null],
  ['/aula', '/aula', 'estudiante@inpro.test'],
];

/**
 * A first and a repeat visit on the phone, as a student's phone browser makes them: one context, so
 * its HTTP cache and the shell's service worker stay between the two. The first visit is cold; once
 * it is live and the worker controls the page, the repeat one navigates to the same address. Each
 * figure is ms from navigation until the page is live. For /aula the student signs in first through
 * the API, and the session is stored as the sign-in form stores it.
 */
async function visitTimings(browser, [name, path, email], serviceWorkers = 'allow') {
  const { page, context, close } = await phonePage(browser, { serviceWorkers });
  try {
    if (email) {
      const res = await context.request.post(`${BASE}/api/auth/login`, { data: { email, password: PASSWORD } });
      if (!res.ok()) throw new Error(`sign-in of ${email}: ${res.status()}`);
      const { token, user } = await res.json();
      await context.addInitScript(
        ([t, u]) => {
          if (!globalThis.localStorage.getItem('inpro.token')) {
            globalThis.localStorage.setItem('inpro.token', t);
            globalThis.localStorage.setItem('inpro.user', u);
          }
        },
        [token, JSON.stringify(user)],
      );
    }
    await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
    const firstMs = await untilLive(page, 60_000);
    const controlled =
      serviceWorkers === 'allow' &&
      (await page
        .waitForFunction(() => !!globalThis.navigator.serviceWorker?.controller, null, { timeout: 60_000 })
        .then(() => true)
        .catch(() => false));
    // What the first visit started loading after it went live (lazy chunks, data) finishes, as on a phone left open.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
    const repeatMs = await untilLive(page, 60_000);
    return { name, path, firstMs, repeatMs, workerControlled: controlled };
  } finally {
    await close();
  }
}

/**
 * On the phone: when the page, left alone, is live (ms since navigation; the issue asks for 5 s), and
 * on a page with course cards, a tap on the first one 3 s after the load event: ms until the course
 * page's heading shows.
 */
async function phoneTimings(browser, path) {
  const result = {};
  {
    const { page, close } = await phonePage(browser);
    await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
    result.phoneLiveMs = await untilLive(page, 30_000);
    await close();
  }
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(`${BASE}${path}`, { waitUntil: 'load', timeout: 60_000 });
    const card = page.locator('main a[href^="/curso/"]').first();
    if ((await card.count()) === 0) return result;
    await page.waitForTimeout(3000);
    const href = await card.getAttribute('href');
    const started = Date.now();
    await card.tap();
    await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction((p) => globalThis.document.querySelector('main h1') && globalThis.location.pathname === p, href, {
      polling: 16,
    });
    result.tapToCourseMs = Date.now() - started;
  } finally {
    await close();
  }
  return result;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * A source path the same in every build for a file outside the build's own folder (libraries, the
 * shared UI and contracts: '../' prefixes dropped), and named by its build otherwise ('<build>/src/…').
 */
const cleanSource = (s) => {
  const [, build = '', rest = String(s)] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(String(s)) ?? [];
  if (/^(\.\.\/)+/.test(rest)) return rest.replace(/^(\.\.\/)+/, '');
  return /^(\.\/)?(src|node_modules)\//.test(rest) && build ? `${build}/${rest.replace(/^\.\//, '')}` : rest.replace(/^\.\//, '');
};

/**
 * Bytes of a downloaded JS file per source file, from its source map (the generated code each
 * mapping covers); bytes no mapping covers count as '?'.
 */
async function bytesPerSource(file) {
  const bySource = new Map();
  try {
    const res = await fetch(`${file.url}.map`);
    if (!res.ok) return bySource;
    const map = await res.json();
    const sources = (map.sources || []).map(cleanSource);
    const lines = file.text.split('\n');
    let src = 0;
    const add = (key, n) => bySource.set(key, (bySource.get(key) ?? 0) + n);
    String(map.mappings || '')
      .split(';')
      .forEach((line, i) => {
        let col = 0;
        let prev = null;
        for (const segment of line.split(',')) {
          if (!segment) continue;
          const [dc, ds] = decodeSegment(segment);
          col += dc;
          if (ds !== undefined) src += ds;
          if (prev) add(prev.source, col - prev.col);
          else add('?', col);
          prev = { col, source: ds === undefined ? '?' : sources[src] };
        }
        const length = Buffer.byteLength(lines[i] ?? '');
        if (prev) add(prev.source, Math.max(0, length - prev.col));
        else add('?', length);
      });
  } catch {
    // No map: the file counts as its own code.
  }
  return bySource;
}

/** What a source file is: a third-party library, the Module Federation / webpack runtime, or site code. */
function kindOf(source) {
  if (/(^|\/)node_modules\/@module-federation\/|^webpack\/|\.federation\/|^external /.test(source)) return 'runtime';
  if (/(^|\/)node_modules\//.test(source)) return 'library';
  return 'site';
}

const packageOf = (source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source.split('/').slice(0, 2).join('/');

/** Which remote (or the shell) a JS file comes from. */
const originOf = (url) => /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';

/**
 * Signs in through the sign-in page as a visitor does and reaches the area: the JavaScript the area
 * adds to the sign-in page's, what of it is the area's own code (everything its remote sends but
 * third-party libraries: its screens, the shared UI and contracts it brings, its Module Federation
 * glue), and every source file downloaded twice in the visit (the same file in two downloaded
 * files, from the source maps), with the bytes of the second copy. Gzip of a part of a file is
 * estimated in proportion to its bytes.
 */
async function areaEntry(browser, [areaPath, email]) {
  const context = await browser.newContext();
  await context.addInitScript(LIVE_PROBE, PRERENDERED);
  const page = await context.newPage();
  const js = recordJs(page);
  await page.goto(`${BASE}/aula/login`, { waitUntil: 'commit' });
  await liveForSignIn(page);
  const form = page.getByRole('form', { name: 'Iniciar Sesión' });
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel('Contraseña').fill(PASSWORD);
  await page.waitForLoadState('networkidle');
  const signInFiles = await js.take();
  // Signed in, the page holds the live event stream open: 'networkidle' would never come.
  const network = watchNetwork(page);
  await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((url) => url.pathname === areaPath, { timeout: 60_000 });
  await page.getByTestId('area-content').waitFor({ state: 'visible', timeout: 60_000 });
  await network.idle({ timeout: 60_000 });
  network.stop();
  await page.waitForTimeout(1000);
  const areaFiles = await js.take();
  await context.close();
  const remote = `mf-${{ '/aula': 'aula', '/prof': 'teacher', '/admin': 'admin', '/superadmin': 'superadmin' }[areaPath]}`;
  let ownGzip = 0;
  let libraryGzip = 0;
  const libraries = new Map();
  const seen = new Map();
  const twice = new Map();
  for (const [index, file] of [...signInFiles, ...areaFiles].entries()) {
    const bySource = await bytesPerSource(file);
    const total = [...bySource.values()].reduce((a, b) => a + b, 0) || file.raw;
    const gzipOf = (bytes) => (file.gzip * bytes) / total;
    const inArea = index >= signInFiles.length;
    if (inArea && originOf(file.url) === remote) {
      const libraryBytes = [...bySource].filter(([source]) => kindOf(source) === 'library').reduce((a, [, n]) => a + n, 0);
      libraryGzip += gzipOf(libraryBytes);
      ownGzip += file.gzip - gzipOf(libraryBytes);
      for (const [source, n] of bySource) {
        if (kindOf(source) === 'library') libraries.set(packageOf(source), (libraries.get(packageOf(source)) ?? 0) + gzipOf(n));
      }
    }
    for (const [source, n] of bySource) {
      // Webpack's own runtime pieces are per build by design; only modules count.
      if (source === '?' || /^webpack\/|^external /.test(source) || n === 0) continue;
      const other = seen.get(source);
      if (other && other.url !== file.url) {
        // The same file in two downloads: what of it came twice is at most the smaller part (a build
        // keeps only what it uses of a module).
        const bytes = Math.min(n, other.bytes);
        const key = packageOf(source);
        const entry = twice.get(key) ?? { rawKB: 0, gzipKB: 0, runtime: kindOf(source) === 'runtime', where: new Set() };
        entry.rawKB += bytes / 1024;
        entry.gzipKB += gzipOf(bytes) / 1024;
        entry.where.add(`${originOf(other.url)}:${other.url.split('/').pop()} + ${originOf(file.url)}:${file.url.split('/').pop()}`);
        twice.set(key, entry);
      } else seen.set(source, { url: file.url, bytes: n });
    }
  }
  return {
    area: areaPath,
    signInGzipKB: kb(signInFiles, 'gzip'),
    addedGzipKB: kb(areaFiles, 'gzip'),
    ownGzipKB: ownGzip / 1024,
    librariesGzipKB: libraryGzip / 1024,
    libraries: Object.fromEntries([...libraries].map(([pkg, n]) => [pkg, Math.round(n / 102.4) / 10])),
    otherGzipKB: kb(
      areaFiles.filter((f) => originOf(f.url) !== remote),
      'gzip',
    ),
    files: areaFiles.map((f) => `${originOf(f.url)}:${f.url.split('/').pop()} ${(f.gzip / 1024).toFixed(1)}`),
    downloadedTwice: Object.fromEntries(
      [...twice]
        .sort((a, b) => b[1].rawKB - a[1].rawKB)
        .map(([pkg, e]) => [
          pkg,
          { rawKB: Math.round(e.rawKB * 10) / 10, gzipKB: Math.round(e.gzipKB * 10) / 10, runtime: e.runtime, where: [...e.where] },
        ]),
    ),
  };
}

const RUNS = Math.max(1, Number.parseInt(opt('--runs', '1'), 10) || 1);
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** Lighthouse RUNS times on one page: the median of every number, the spread of perf, TBT and LCP. */
async function lighthouseRuns(path) {
  const runs = [];
  let failed = 0;
  while (runs.length < RUNS) {
    const run = await lighthouseScores(path);
    // A run Lighthouse itself could not measure (e.g. NO_NAVSTART) scores 0: run again (twice per page at most), never count it.
    if (run.runtimeError && failed < 2) {
      failed += 1;
      console.error(`    ${path}: Lighthouse could not measure a run (${run.runtimeError}), running it again`);
      continue;
    }
    runs.push(run);
  }
  if (RUNS === 1) return runs[0];
  const numbers = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'domElements'];
  const byTbt = [...runs].sort((a, b) => (a.tbtMs ?? 0) - (b.tbtMs ?? 0));
  const typical = byTbt[Math.floor((byTbt.length - 1) / 2)];
  const out = {
    ...typical,
    runs: runs.map((r) => ({ performance: r.performance, tbtMs: r.tbtMs, lcpMs: r.lcpMs, cls: r.cls, benchmarkIndex: r.benchmarkIndex })),
  };
  for (const key of numbers) out[key] = median(runs.map((r) => r[key]));
  for (const key of ['performance', 'tbtMs', 'lcpMs', 'benchmarkIndex']) {
    const values = runs.map((r) => r[key]).filter((v) => typeof v === 'number');
    out[`${key}Spread`] = values.length ? [Math.min(...values), Math.max(...values)] : null;
  }
  out.failedA11y = [...new Set(runs.flatMap((r) => r.failedA11y))];
  out.failedBestPractices = [...new Set(runs.flatMap((r) => r.failedBestPractices))];
  out.runtimeError = runs.map((r) => r.runtimeError).find(Boolean) ?? null;
  return out;
}

const { chromium } = require('@playwright/test');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const rows = [];
for (const [name, path] of await pages()) {
  const js = await jsBytes(browser, path);
  const lh = args.includes('--no-lighthouse') ? {} : await lighthouseRuns(path);
  const phone = args.includes('--no-phone') ? {} : await phoneTimings(browser, path);
  rows.push({ name, path, ...js, ...lh, ...phone });
}
const areas = [];
if (!args.includes('--no-areas')) for (const area of AREAS) areas.push(await areaEntry(browser, area));
const visits = [];
// The same visits with the worker blocked: what the HTTP cache alone gives (the site before the worker).
if (!args.includes('--no-visits'))
  for (const visit of VISITS) {
    const withWorker = await visitTimings(browser, visit);
    const httpCacheOnly = await visitTimings(browser, visit, 'block');
    visits.push({ ...withWorker, firstMsNoWorker: httpCacheOnly.firstMs, repeatMsNoWorker: httpCacheOnly.repeatMs });
  }
await browser.close();

const cell = (value, width, digits) =>
  String(value === null || value === undefined ? '-' : digits === undefined ? value : value.toFixed(digits)).padStart(width);
console.log(
  `\nSite: ${BASE}${RUNS > 1 ? ` (Lighthouse: median of ${RUNS} runs per page)` : ''}${CPU_SLOWDOWN ? ` (Lighthouse CPU slowdown ×${CPU_SLOWDOWN})` : ''}${NO_JS ? ' (Lighthouse with every script blocked)' : ''}`,
);
console.log(
  'page            | JS gzip until live | JS gzip all | JS received | live ms | perf | a11y | b.p. | LCP ms | FCP ms | TBT ms |   CLS | phone: live ms | tap→course ms',
);
for (const r of rows) {
  console.log(
    [
      r.name.padEnd(15),
      cell(r.liveGzipKB, 18, 1),
      cell(r.gzipKB, 11, 1),
      cell(r.wireKB, 11, 1),
      cell(r.liveMs, 7),
      cell(r.performance, 4),
      cell(r.accessibility, 4),
      cell(r.bestPractices, 4),
      cell(r.lcpMs, 6),
      cell(r.fcpMs, 6),
      cell(r.tbtMs, 6),
      cell(r.cls, 5, 3),
      cell(r.phoneLiveMs, 14),
      cell(r.tapToCourseMs, 13),
    ].join(' | '),
  );
  if (r.runs) {
    const spread = (key) => (r[`${key}Spread`] ? r[`${key}Spread`].join('–') : '-');
    console.log(
      `    ${r.runs.length} runs: perf ${spread('performance')}, TBT ${spread('tbtMs')} ms, LCP ${spread('lcpMs')} ms, benchmark index ${spread('benchmarkIndex')}` +
        ` (each: ${r.runs.map((x) => `${x.performance}/${x.tbtMs}/${x.benchmarkIndex}`).join(' · ')} perf/TBT/index)`,
    );
  }
  if (!r.runs && r.benchmarkIndex) console.log(`    benchmark index: ${r.benchmarkIndex}`);
  if (r.domElements !== null && r.domElements !== undefined) console.log(`    DOM elements: ${r.domElements}`);
  if (args.includes('--tasks') && r.longTasks) {
    console.log(`    long tasks (run with TBT ${r.tbtMs === null ? '-' : Math.round(r.tbtMs)} ms or nearest, simulated ms):`);
    for (const t of r.longTasks)
      console.log(`      ${String(t.durationMs).padStart(5)} ms at ${String(t.startMs).padStart(5)}  ${t.url || '(page)'}`);
    console.log(
      `    script evaluation (bootup-time, simulated): ${r.bootup.map((b) => `${b.url || '(page)'} ${b.scriptingMs}/${b.totalMs} ms`).join(', ')}`,
    );
  }
  if (r.runtimeError) console.log(`    Lighthouse could not measure it: ${r.runtimeError}`);
  if (r.lcpElement) console.log(`    largest paint: ${r.lcpElement.slice(0, 140)}`);
  if (r.failedA11y?.length) console.log(`    accessibility audits failing: ${r.failedA11y.join(', ')}`);
  if (r.failedBestPractices?.length) console.log(`    best-practices audits failing: ${r.failedBestPractices.join(', ')}`);
}
if (areas.length) {
  console.log(
    '\narea         | sign-in page JS gzip | area adds gzip | the area’s own code | third-party libraries | from elsewhere | modules downloaded twice in the visit (second copy) | MF glue repeated per container',
  );
  for (const a of areas) {
    const all = Object.entries(a.downloadedTwice);
    const list = (entries) =>
      entries.length
        ? `${entries.reduce((sum, [, e]) => sum + e.gzipKB, 0).toFixed(1)} KB gzip: ${entries.map(([pkg, e]) => `${pkg} ${e.rawKB} KB raw`).join(', ')}`
        : 'none';
    console.log(
      `${a.area.padEnd(12)} | ${cell(a.signInGzipKB, 20, 1)} | ${cell(a.addedGzipKB, 14, 1)} | ${cell(a.ownGzipKB, 19, 1)} | ${cell(a.librariesGzipKB, 21, 1)} | ${cell(a.otherGzipKB, 14, 1)} | ${list(all.filter(([, e]) => !e.runtime))} | ${list(all.filter(([, e]) => e.runtime))}`,
    );
    const twice = all;
    if (Object.keys(a.libraries).length)
      console.log(
        `    libraries: ${Object.entries(a.libraries)
          .map(([pkg, n]) => `${pkg} ${n} KB`)
          .join(', ')}`,
      );
    if (args.includes('--files')) {
      for (const [pkg, e] of twice) console.log(`    twice: ${pkg}: ${e.where.join('; ')}`);
      console.log(`    files: ${a.files.join(', ')}`);
    }
  }
}
if (visits.length) {
  console.log(
    '\nvisits on the phone (CPU ×4, 1.6 Mbps, 150 ms RTT), live ms | first visit | repeat visit | worker in control | worker blocked: first | repeat',
  );
  for (const v of visits)
    console.log(
      `${v.name.padEnd(58)} | ${cell(v.firstMs, 11)} | ${cell(v.repeatMs, 12)} | ${(v.workerControlled ? 'yes' : 'no').padStart(17)} | ${cell(v.firstMsNoWorker, 21)} | ${cell(v.repeatMsNoWorker, 6)}`,
    );
}
const home = rows.find((r) => r.name === 'home');
console.log(
  `\nBudget: performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs} ms, CLS < ${BUDGET.cls}, accessibility and best practices ${BUDGET.accessibility}; ` +
    `home JS until live ≤ ${BUDGET.homeGzipKB} KB gzip → ${home ? home.liveGzipKB.toFixed(1) : '?'} KB; phone: live within 5000 ms, tap→course ≤ 1000 ms, a repeat visit live within 1000 ms; ` +
    `each area's own code ≤ ${BUDGET.areaOwnKB} KB gzip`,
);
const json = opt('--json');
if (json) writeFileSync(json, JSON.stringify({ base: BASE, rows, areas, visits }, null, 2));
