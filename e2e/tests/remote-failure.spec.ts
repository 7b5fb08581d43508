import { expect, test, type Page } from '../src/test';
import { signInAs } from '../src/session';

// With the site's service worker installed, as visitors have it: it must hide no failure or release.
test.use({ serviceWorkers: 'allow' });

/** Client-side navigation, as a link inside the app does it (single-spa reroutes on pushState). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

test.describe('one remote down does not take the site down', () => {
  test('an area whose entry answers 404 shows the failure screen; the rest works; Reintentar recovers', async ({ page, request }) => {
    await signInAs(page, request, 'admin');
    let down = true;
    // On the browser context: it sees the requests of the site's service worker too, so the worker
    // (which passes a failure through, never a cached copy) is part of what is tested.
    await page
      .context()
      .route('**/remotes/mf-admin/**', (route) => (down ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback()));

    await page.goto('/admin');
    const failure = page.getByTestId('chunk-failure');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('No se pudo cargar');
    await expect(failure.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    // The public area and the navbar still work without a reload.
    await navigateInApp(page, '/cursos');
    await expect(page.getByRole('navigation', { name: /principal/i })).toBeVisible();
    await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();

    // Back to the broken area: still broken, then the remote comes back and the retry works.
    await navigateInApp(page, '/admin');
    await expect(page.getByTestId('chunk-failure')).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Participantes' }).first()).toBeVisible();
  });

  test('an area whose entry answers too slowly shows the failure screen, and recovers', async ({ page, request }) => {
    await signInAs(page, request, 'docente');
    let slow = true;
    // The server under test sets REMOTE_LOAD_TIMEOUT_MS=4000 (production: 120000).
    await page.context().route('**/remotes/mf-teacher/**', async (route) => {
      if (slow) {
        await new Promise((r) => setTimeout(r, 8000));
        return route.fallback().catch(() => {});
      }
      return route.fallback();
    });
    await page.goto('/prof');
    await expect(page.getByTestId('chunk-failure')).toBeVisible({ timeout: 15_000 });
    await navigateInApp(page, '/');
    await expect(page.getByRole('navigation', { name: /principal/i })).toBeVisible();

    // The remote answers in time again. Coming back to the area loads it again; if the browser
    // was still holding the slow request, the failure screen shows and «Reintentar» recovers.
    slow = false;
    await navigateInApp(page, '/prof');
    const retry = page.getByRole('button', { name: 'Reintentar' });
    const welcome = page.getByText(/Bienvenido/).first();
    await expect(retry.or(welcome)).toBeVisible({ timeout: 20_000 });
    if (await retry.isVisible()) await retry.click();
    await expect(welcome).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
  });
});
