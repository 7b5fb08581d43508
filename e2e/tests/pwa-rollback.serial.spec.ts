import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, untilLive } from '../src/test';
import { publicBuild, publicPointer, siteState } from '../src/releases';
import { remotesCli } from '../src/site';

// The service worker (shell/src/pwa/sw.ts) caches the remotes' files but never decides which
// version runs: a deploy and a rollback reach a browser that has it installed on its next load,
// and a page seen online is still there offline.

const MARKER = 'Página no encontrada';
const CHANGED = 'Página no encontrada (versión del trabajador)';

/** Replaces the not-found page's heading in the build's scripts (their compressed copies go). */
function changeNotFoundText(dir: string): void {
  let changed = 0;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(MARKER)) continue;
    fs.writeFileSync(full, text.split(MARKER).join(CHANGED));
    for (const copy of ['.br', '.gz']) fs.rmSync(full + copy, { force: true });
    changed += 1;
  }
  expect(changed).toBeGreaterThan(0);
}

/** Waits until the worker is active and serves this page's requests. */
async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The server's first page of a version it has just been switched to loads that version's renderer,
 * which on a loaded machine outlasts the worker's network time-out (the previous page is then shown
 * once, by design of that time-out, and the version arrives on the load after). This test is about
 * the worker's choice, so that first page is asked of the server outside the worker.
 */
async function rendererReady(baseURL: string): Promise<void> {
  expect((await fetch(`${baseURL}/contacto`)).status).toBe(200);
}

/** The version folders this page loaded mf-public's remote entry from (Resource Timing: worker or not). */
async function entryVersions(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return [...new Set(names.map((name) => /\/remotes\/mf-public\/([^/]+)\/remoteEntry\.js/.exec(name)?.[1]).filter(Boolean) as string[])];
}

/**
 * Loads the contact page, then goes to a page that does not exist without a page load: the
 * not-found screen is drawn by the remote's scripts in the browser (not the server's markup), so
 * its heading tells which version runs.
 */
async function notFoundDrawnByTheBrowser(page: Page): Promise<void> {
  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await untilLive(page);
  await page.evaluate(() => window.history.pushState(null, '', '/no-existe-esta-ruta'));
}

test.describe('the service worker', () => {
  let context: BrowserContext;

  test.beforeEach(async ({ browser }) => {
    context = await browser.newContext({ baseURL: siteState().baseURL, serviceWorkers: 'allow' });
  });

  let restoreAfter: () => Promise<void> = async () => undefined;

  test.afterEach(async () => {
    await context.close();
    await restoreAfter();
    restoreAfter = async () => undefined;
  });

  test('a deploy and a rollback of one remote reach a browser that has the worker', async () => {
    const { baseURL, artifactsDir } = siteState();
    const oldVersion = (await publicPointer(baseURL)).version;
    const newVersion = `${oldVersion}-sw.${Date.now()}`;
    // A run stopped between the deploy and the rollback must not leave its version to the next one (its retry).
    restoreAfter = async () => {
      if ((await publicPointer(baseURL)).version !== oldVersion) remotesCli(['rollback', 'mf-public'], artifactsDir);
    };
    const page = await context.newPage();
    await page.goto('/contacto');
    await untilControlled(page);

    // A load through the worker: its remote files are now in the cache.
    const served = await page.reload();
    expect(served?.fromServiceWorker()).toBe(true);
    await notFoundDrawnByTheBrowser(page);
    await expect(page.getByRole('heading', { name: MARKER, exact: true })).toBeVisible();
    expect(await entryVersions(page)).toEqual([oldVersion]);

    remotesCli(['deploy', 'mf-public', '--from', publicBuild(artifactsDir, oldVersion, newVersion, changeNotFoundText)], artifactsDir);
    await rendererReady(baseURL);
    await notFoundDrawnByTheBrowser(page);
    await expect(page.getByRole('heading', { name: CHANGED })).toBeVisible();
    expect(await entryVersions(page)).toEqual([newVersion]);

    // The old version's files are still in the worker's cache; the rollback wins all the same.
    remotesCli(['rollback', 'mf-public'], artifactsDir);
    expect((await publicPointer(baseURL)).version).toBe(oldVersion);
    await rendererReady(baseURL);
    await notFoundDrawnByTheBrowser(page);
    await expect(page.getByRole('heading', { name: MARKER, exact: true })).toBeVisible();
    await expect(page.getByText(CHANGED)).toHaveCount(0);
    expect(await entryVersions(page)).toEqual([oldVersion]);
    await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
  });

  test('a page seen online is shown again offline, from the cache', async () => {
    const page = await context.newPage();
    await page.goto('/contacto');
    await untilControlled(page);
    // Seen once through the worker (the page and every file it used).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await untilLive(page);
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading ?? '');
    // The application starts from the cached files too: the page comes alive, no failure screen.
    await untilLive(page);
    await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toHaveText(/^Sin conexión: estás viendo lo último que se cargó \(hace \d+ min\)$/);
    // Nothing is made up: what was never loaded is not there.
    expect(
      await page.evaluate(() =>
        fetch('/remotes/mf-public/0.0.0-nunca/remoteEntry.js').then(
          (res) => res.status,
          () => 'sin red',
        ),
      ),
    ).toBe('sin red');
    await context.setOffline(false);
  });
});
