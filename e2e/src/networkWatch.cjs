'use strict';
// Shared by the browser tests (src/network.ts) and scripts/measure-pages.mjs.

/** A signed-in page holds the live event stream as long as it is open: it is never "network activity". */
const LIVE_STREAM = /\/api\/me\/events(?:\?|$)/;

/**
 * Watches the page's requests from now on (start it before the navigation it should cover). Playwright's
 * 'networkidle' never comes on a signed-in page, whose live stream stays open; `idle()` is the same wait
 * without it: no other request in flight for `quietMs`, counted from the call at least.
 * @param {import('@playwright/test').Page} page
 */
function watchNetwork(page) {
  const pending = new Set();
  let lastChange = Date.now();
  const started = (r) => {
    if (LIVE_STREAM.test(r.url())) return;
    pending.add(r);
    lastChange = Date.now();
  };
  const ended = (r) => {
    if (pending.delete(r)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async idle({ quietMs = 500, timeout = 30_000 } = {}) {
      const since = Date.now();
      const end = since + timeout;
      while (pending.size > 0 || Date.now() - Math.max(lastChange, since) < quietMs) {
        if (Date.now() > end)
          throw new Error(`Requests still in flight after ${timeout} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

module.exports = { watchNetwork };
