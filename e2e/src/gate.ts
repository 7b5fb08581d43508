import type { Page } from '@playwright/test';

/**
 * Holds the requests matching `url` until release() is called, so a test can look at the
 * screen while a request runs (no fixed sleeps). The held requests then go to the real server.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  await page.route(url, async (route) => {
    seen += 1;
    await gate;
    await route.continue();
  });
  return {
    release,
    get seen() {
      return seen;
    },
  };
}
