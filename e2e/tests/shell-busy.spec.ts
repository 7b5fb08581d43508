import { SERVER_BUSY, SERVER_BUSY_RETRYING } from '@inpro/shared-contracts';
import { expect, test } from '../src/test';
import { signInAs } from '../src/session';

test.describe('shell: a saturated API', () => {
  test('a read refused with 503 + Retry-After shows "Hay mucho tráfico; reintentando…" and the page once it is served, no error', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'estudiante');
    let refused = 0;
    // The API is saturated for the dashboard's first read: 503 at once, come back in 2 s.
    await page.route('**/api/student/home', async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({
          status: 503,
          headers: { 'retry-after': '2', 'content-type': 'application/json' },
          body: JSON.stringify({ error: SERVER_BUSY }),
        });
        return;
      }
      await route.continue();
    });
    const served = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/student/home' && r.status() === 200);
    await page.goto('/aula');
    const notice = page.getByRole('status').filter({ hasText: SERVER_BUSY_RETRYING });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('Hay mucho tráfico; reintentando…');
    // Repeated after Retry-After: served, the dashboard is drawn and the notice goes away; no error on the page.
    await served;
    await expect(page.getByRole('heading', { name: 'Próxima actividad' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('busy-notice')).toBeEmpty();
    await expect(page.getByText(SERVER_BUSY)).toHaveCount(0);
    expect(refused).toBe(1);
  });
});
