import type { Page, Request } from '@playwright/test';

/** A signed-in page holds the live event stream as long as it is open: it is never "network activity". */
const LIVE_STREAM = /\/api\/me\/events(?:\?|$)/;

export interface NetworkWatch {
  /** Resolves once no request (but the live stream) has been in flight for `quietMs`. */
  idle(opts?: { quietMs?: number; timeout?: number }): Promise<void>;
  stop(): void;
}

/**
 * Watches the page's requests from now on (start it before the navigation it should cover). Playwright's
 * 'networkidle' never comes on a signed-in page, whose live stream stays open; this is the same wait without it.
 */
export function watchNetwork(page: Page): NetworkWatch {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const started = (r: Request) => {
    if (LIVE_STREAM.test(r.url())) return;
    pending.add(r);
    lastChange = Date.now();
  };
  const ended = (r: Request) => {
    if (pending.delete(r)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async idle({ quietMs = 500, timeout = 30_000 } = {}) {
      // Quiet for `quietMs` from now at least: a navigation just made may not have started its requests yet.
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
