import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium';
import { BASE_URL } from './src/env';

/**
 * Browser tests of the composed site: the built shell and remotes, deployed into a fresh
 * artifact store and served by the real API server on an embedded database (global setup).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
