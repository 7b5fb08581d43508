import type { Page } from '@playwright/test';

export interface NetworkWatch {
  /** Resolves once no request (but the live event stream) has been in flight for `quietMs`, counted from the call at least. */
  idle(opts?: { quietMs?: number; timeout?: number }): Promise<void>;
  stop(): void;
}

// Shared with scripts/measure-pages.mjs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const network = require('./networkWatch.cjs') as { watchNetwork: (page: Page) => NetworkWatch };

/**
 * Watches the page's requests from now on (start it before the navigation it should cover). Playwright's
 * 'networkidle' never comes on a signed-in page, whose live stream stays open; this is the same wait without it.
 */
export function watchNetwork(page: Page): NetworkWatch {
  return network.watchNetwork(page);
}
