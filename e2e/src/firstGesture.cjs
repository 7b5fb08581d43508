'use strict';
// Shared by the browser tests (src/test.ts) and scripts/ (measure-pages, rollback-under-load).

/** The wrapper of a page the server prerendered; gone once the application took the page over. */
const PRERENDERED = '[data-prerendered]';

/**
 * A visitor's first gesture on a page the server prerendered. Until the shell runs, the page is
 * inert; a public page then waits for the visitor's first gesture before its remote even downloads
 * (shell/src/spa/intentGate.ts). Once the shell made the page live (no longer inert), the pointer
 * moves over it, as a visitor's would, and this waits until the application has taken it over.
 * Returns the milliseconds from the gesture to the take-over, or null when the page had nothing
 * waiting for one (no prerendered page, or one the application took over at once).
 * @param {import('@playwright/test').Page} page
 */
async function firstGesture(page, { timeout = 15_000 } = {}) {
  await page.waitForFunction((sel) => !globalThis.document.querySelector(`${sel}[inert]`), PRERENDERED, { timeout });
  if ((await page.locator(PRERENDERED).count()) === 0) return null;
  const started = Date.now();
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
  await page.waitForFunction((sel) => !globalThis.document.querySelector(sel), PRERENDERED, { timeout });
  return Date.now() - started;
}

module.exports = { PRERENDERED, firstGesture };
