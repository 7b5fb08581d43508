import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';
import { BASE_URL, SERIAL_BASE_URL } from './src/env';
import { SERIAL_PROJECT } from './src/state';

/**
 * Specs that change what every other test sees (remote versions, site-wide settings) run one at a
 * time on a site of their own (the global setup starts both), beside the other tests.
 */
const SERIAL = '**/*.serial.spec.ts';
/** Workers of the other tests: E2E_WORKERS, default 2 (one per core of the CI machine). */
const WORKERS = Number(process.env.E2E_WORKERS || 2);

/**
 * Browser tests of the composed site: the built shell and remotes, deployed into a fresh
 * artifact store and served by the real API server on an embedded database (global setup).
 */
export default defineConfig({
  testDir: './tests',
  // Every other test is independent of the others and of their order (each makes its own data),
  // so they run side by side; the serial specs' one worker comes on top.
  fullyParallel: true,
  workers: WORKERS + 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './src/globalSetup.ts',
  use: {
    baseURL: BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // The site's service worker answers the requests of the pages it controls, and page.route()
    // does not see those: a test that fakes an answer would race the worker's registration. The
    // specs about releases, remote failures and the worker itself allow it (test.use).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: SERIAL, workers: WORKERS },
    {
      name: SERIAL_PROJECT,
      use: { browserName: 'chromium', baseURL: SERIAL_BASE_URL },
      testMatch: SERIAL,
      workers: 1,
      fullyParallel: false,
    },
  ],
});
