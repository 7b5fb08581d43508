import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

// Shared with scripts/ (measure-pages, rollback-under-load).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstGesture } = require('./firstGesture.cjs') as {
  firstGesture: (page: Page, opts?: { timeout?: number }) => Promise<number | null>;
};

/**
 * Waits until the application has taken over a prerendered page, after the visitor's first gesture
 * (the pointer moves over it) where the page waits for one: see firstGesture.cjs.
 */
export async function untilAppTakesOver(page: Page): Promise<void> {
  await firstGesture(page);
}

/**
 * Playwright's `test`, whose `page` waits, after `goto` and `reload`, for the application to take
 * over a prerendered public page (see untilAppTakesOver). Pages of other contexts a test opens
 * itself (e.g. without JavaScript) are left as they are.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilAppTakesOver(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilAppTakesOver(page);
      return response;
    };
    await use(page);
  },
});
