'use strict';
// Shared by the few browser tests about waiting (src/test.ts) and scripts/ (measure-pages,
// rollback-under-load). Every other test acts as soon as the page is there, as a visitor does.

/** The mark of a page the server prerendered; gone once the application has taken the page over. */
const PRERENDERED = '[data-prerendered]';

/**
 * Waits until the page is live: the application has taken over what the server prerendered (or
 * there was nothing prerendered). Nothing is done to the page meanwhile (no pointer, no key).
 * @param {import('@playwright/test').Page} page
 */
async function untilLive(page, { timeout = 15_000 } = {}) {
  await page.waitForFunction((sel) => !globalThis.document.querySelector(sel), PRERENDERED, { timeout });
}

module.exports = { PRERENDERED, untilLive };
