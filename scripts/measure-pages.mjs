#!/usr/bin/env node
// Measures what a visitor downloads and how fast pages are, in the local Chromium:
// gzip JS bytes per page (every JS response, gzip-compressed as a server would send it; on a page
// that waits for the first gesture, also what the gesture adds and how soon the page is taken over), the JS
// bytes actually received (the server's own compression: brotli for Chromium),
// and Lighthouse (mobile, simulated throttling) performance + accessibility + LCP.
//
//   npm start &                       # the site on :8080
//   node scripts/measure-pages.mjs [--url http://127.0.0.1:8080] [--no-lighthouse] [--json out.json] [--only home,catalogue]
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
const { firstGesture } = require(fileURLToPath(new URL('../e2e/src/firstGesture.cjs', import.meta.url)));
const CHROMIUM = chromiumPath();
const BUDGET = { performance: 95, accessibility: 95, homeGzipKB: 150 };

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
  const all = await allPages();
  return only ? all.filter(([name]) => only.split(',').includes(name)) : all;
}

async function allPages() {
  const res = await fetch(`${BASE}/api/data/cursos.json`);
  const courses = res.ok ? await res.json() : [];
  const first = Array.isArray(courses) ? courses[0] : null;
  const list = [
    ['home', '/'],
    ['catalogue', '/cursos'],
  ];
  if (first) list.push(['course detail', `/curso/${first.id}-${first.slug || slugify(first.title)}`]);
  list.push(['sign-in', '/aula/login']);
  return list;
}

const sum = (files, key) => files.reduce((s, f) => s + f[key], 0) / 1024;

/**
 * The page's JavaScript until the network is idle; then, on a prerendered page that waits for the
 * visitor's first gesture (shell/src/spa/intentGate.ts), what that gesture adds: the pointer moves,
 * and the time until the application took the page over (unthrottled) and the JavaScript it
 * downloaded for that are measured too.
 */
async function jsBytes(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] || '';
    if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
    bodies.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([b, sizes]) => ({ url: response.url(), raw: b.length, gzip: gzipSync(b).length, wire: sizes.responseBodySize }))
        .catch(() => null),
    );
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const files = (await Promise.all(bodies)).filter(Boolean);
  const result = { files: files.length, rawKB: sum(files, 'raw'), gzipKB: sum(files, 'gzip'), wireKB: sum(files, 'wire') };
  bodies.length = 0;
  const takeOverMs = await firstGesture(page, { timeout: 30_000 });
  if (takeOverMs !== null) {
    result.takeOverMs = takeOverMs;
    await page.waitForLoadState('networkidle');
    const more = (await Promise.all(bodies)).filter(Boolean);
    result.gestureGzipKB = sum(more, 'gzip');
  }
  await context.close();
  return result;
}

async function lighthouseScores(path) {
  const { default: lighthouse } = await import(require.resolve('lighthouse'));
  const chromeLauncher = await import(require.resolve('chrome-launcher'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    const lhr = result.lhr;
    const metric = (id) => (typeof lhr.audits[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : null);
    const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
    const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: metric('largest-contentful-paint') === null ? null : Math.round(metric('largest-contentful-paint')),
      fcpMs: metric('first-contentful-paint') === null ? null : Math.round(metric('first-contentful-paint')),
      tbtMs: metric('total-blocking-time') === null ? null : Math.round(metric('total-blocking-time')),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index') === null ? null : Math.round(metric('speed-index')),
      lcpElement: lcpNode?.snippet ?? null,
      runtimeError: lhr.runtimeError?.code ?? null,
      warnings: lhr.runWarnings ?? [],
      failedA11y: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

const { chromium } = require('@playwright/test');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
const rows = [];
for (const [name, path] of await pages()) {
  const js = await jsBytes(browser, path);
  const lh = args.includes('--no-lighthouse') ? null : await lighthouseScores(path);
  rows.push({ name, path, ...js, ...(lh ?? {}) });
}
await browser.close();

console.log(`\nSite: ${BASE}`);
console.log('page            | JS files | JS KB raw | JS KB gzip | JS KB received | perf | a11y | LCP ms | FCP ms | TBT ms | CLS');
const cell = (value, width) => String(value ?? '-').padStart(width);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(15)} | ${cell(r.files, 8)} | ${cell(r.rawKB.toFixed(1), 9)} | ${cell(r.gzipKB.toFixed(1), 10)} | ${cell(r.wireKB.toFixed(1), 14)} | ${cell(
      r.performance,
      4,
    )} | ${cell(r.accessibility, 4)} | ${cell(r.lcpMs, 6)} | ${cell(r.fcpMs, 6)} | ${cell(r.tbtMs, 6)} | ${r.cls === undefined || r.cls === null ? '-' : r.cls.toFixed(3)}`,
  );
  if (r.gestureGzipKB !== undefined) {
    console.log(
      `    waits for the first gesture: then ${r.gestureGzipKB.toFixed(1)} KB gzip more, taken over ${r.takeOverMs} ms after it (unthrottled)`,
    );
  }
  if (r.runtimeError) console.log(`    Lighthouse could not measure it: ${r.runtimeError}`);
  if (r.lcpElement) console.log(`    largest paint: ${r.lcpElement.slice(0, 140)}`);
  if (r.failedA11y?.length) console.log(`    accessibility audits failing: ${r.failedA11y.join(', ')}`);
}
const home = rows.find((r) => r.name === 'home');
console.log(
  `\nBudget: home JS ≤ ${BUDGET.homeGzipKB} KB gzip → ${home ? home.gzipKB.toFixed(1) : '?'} KB; performance ≥ ${BUDGET.performance}; accessibility ≥ ${BUDGET.accessibility}`,
);
const json = opt('--json');
if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
