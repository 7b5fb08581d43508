import type { Page } from '@playwright/test';

// Tests open a page and act at once, as a visitor does: Playwright's own `test` and `expect`.
export * from '@playwright/test';

// Shared with scripts/ (measure-pages, rollback-under-load).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const live = require('./live.cjs') as { untilLive: (page: Page, opts?: { timeout?: number }) => Promise<void> };

/**
 * Only for the tests about waiting: resolves once the application has taken over the prerendered
 * page (see live.cjs), without touching the page.
 */
export function untilLive(page: Page, opts?: { timeout?: number }): Promise<void> {
  return live.untilLive(page, opts);
}
