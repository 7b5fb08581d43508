import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';
import { BASE_URL, SERIAL_BASE_URL } from './src/env';

/**
 * Specs that change what every other test of their site sees (remote versions, site-wide settings):
 * one at a time, on a site of their own, beside the others.
 */
const SERIAL = '**/*.serial.spec.ts';

/**
 * Browser tests of the composed site: the built shell and remotes, deployed into a fresh
 * artifact store and served by the real API server on an embedded database (global setup).
 */
export default defineConfig({
  testDir: './tests',
  // Every other test is independent of the others and of their order (each makes its own data),
  // so they run side by side: E2E_WORKERS (default 3: one for the serial specs, two for the others;
  // the tests wait on pages and timers far more than they compute, so two cores keep up).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 3),
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
  // The serial project comes first: Playwright hands out tests in this order, so one worker takes the
  // serial specs from the start (its limit keeps it at one) and the others take the rest.
  projects: [
    { name: 'serial', use: { browserName: 'chromium', baseURL: SERIAL_BASE_URL }, testMatch: SERIAL, workers: 1, fullyParallel: false },
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: SERIAL },
  ],
});
