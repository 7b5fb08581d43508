import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The wrapper of a page the server prerendered; gone once mf-public's first render replaced it. */
const PRERENDERED = '[data-prerendered]';

/**
 * Waits until the application has taken over a prerendered page. Until then the page is the
 * server's markup (inert until the shell runs). Most public pages then wait for the visitor's
 * first gesture before their remote even downloads (shell/src/spa/intentGate.ts): once the shell
 * made the page live (no longer inert), the pointer moves over it, as a visitor's would.
 */
export async function untilAppTakesOver(page: Page): Promise<void> {
  const marked = page.locator(PRERENDERED);
  await expect(page.locator(`${PRERENDERED}[inert]`)).toHaveCount(0, { timeout: 15_000 });
  if ((await marked.count()) > 0) {
    await page.mouse.move(2, 2);
    await page.mouse.move(3, 3);
  }
  await expect(marked).toHaveCount(0, { timeout: 15_000 });
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
