#!/usr/bin/env node
// What a page's main thread does while it loads, task by task: one Chrome trace of a phone-sized
// page load (no throttling), and for each task of the page's main thread longer than --min ms, its
// start, its length and the trace events it spent its time in (nested events count in each of their
// parents). Lighthouse says which script a long task belongs to; this says what the task did (layout,
// font matching, parsing, requests, microtasks of a script, garbage collection). docs/performance.md says how it was used.
//
//   node scripts/trace-page.mjs http://127.0.0.1:8080/ [--runs 3] [--min 10] [--top 8]
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url + '/../e2e/');
const { CHROMIUM_FLAGS, chromiumPath } = require(fileURLToPath(new URL('../e2e/src/chromiumFlags.cjs', import.meta.url)));
const { chromium } = require('@playwright/test');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const url = args.find((a) => /^https?:\/\//.test(a));
if (!url) {
  console.error('usage: node scripts/trace-page.mjs <url> [--runs N] [--min ms] [--top N]');
  process.exit(2);
}
const runs = option('--runs', 1);
const minMs = option('--min', 10);
const topEvents = option('--top', 8);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8.execute',
  'toplevel',
  'blink',
  'v8',
  'disabled-by-default-v8.gc',
  // Font matching: on Linux each font the layout needs is asked of the browser process (fontconfig).
  'fonts',
  'disabled-by-default-fonts',
];
// Events that only wrap others: listing them says nothing about where the time went.
const WRAPPERS = new Set([
  'ThreadControllerImpl::RunTask',
  'RunTask',
  'AsyncTask Run',
  'v8.callFunction',
  'TimerBase::run',
  'Receive mojo message',
  'SimpleWatcher::OnHandleReady',
]);

async function traceOnce(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // Long enough for the application to take the page over after the load event.
  await page.waitForTimeout(4000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  return traceEvents;
}

function report(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const thread = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === fcp.pid);
  const mine = events.filter((e) => e.pid === fcp.pid && e.tid === thread.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = mine.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const start = (events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid) ?? tasks[0]).ts;
  const ms = (us) => (us / 1000).toFixed(1);
  console.log(`first contentful paint at ${ms(fcp.ts - start)} ms; tasks of ${minMs} ms or more (start, length: where the time went)`);
  let after = 0;
  for (const task of tasks) {
    if (task.dur / 1000 < minMs) continue;
    if (task.ts > fcp.ts) after += task.dur;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && !WRAPPERS.has(e.name));
    const byName = new Map();
    for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
    const script = inside.find((e) => e.args?.data?.url)?.args.data.url.replace(/^https?:\/\/[^/]+/, '') ?? '';
    const where = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topEvents)
      .map(([name, dur]) => `${name} ${ms(dur)}`)
      .join(', ');
    console.log(`${ms(task.ts - start).padStart(8)} ${ms(task.dur).padStart(7)}  ${script.slice(0, 48).padEnd(48)} ${where}`);
  }
  console.log(`those tasks after the first contentful paint: ${ms(after)} ms in all`);
  // Each (family, size, bold, italic) the page's text uses is a font lookup, and each a synchronous
  // question to the browser process: a cost of the first layout that no script is charged with.
  // A lookup can open another of the same name inside it: only the outermost ones are counted.
  const total = (name) => {
    let end = 0;
    return mine
      .filter((e) => e.name === name)
      .reduce(
        (sum, e) => {
          if (e.ts < end) return sum;
          end = e.ts + e.dur;
          return { n: sum.n + 1, dur: sum.dur + e.dur };
        },
        { n: 0, dur: 0 },
      );
  };
  const lookups = total('FontCache::GetFontPlatformData');
  const strikes = total('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike');
  console.log(
    `font matching: ${lookups.n} lookups, ${ms(lookups.dur)} ms (of it ${strikes.n} render-style questions for the sizes and weights used, ${ms(strikes.dur)} ms)`,
  );
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  for (let run = 1; run <= runs; run += 1) {
    if (runs > 1) console.log(`\n=== run ${run} of ${runs}`);
    report(await traceOnce(browser));
  }
} finally {
  await browser.close();
}
