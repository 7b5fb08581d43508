import { expect, test, type Page } from '../src/test';
import { bearer } from '../src/aula';
import { DEMO, apiLogin, useSession } from '../src/session';

/**
 * A site-wide setting changed in one browser reaches a signed-in person's open page in another through
 * the live event stream, without a reload (serial: every other test sees the setting; restored after).
 */

const LIVE_MS = 5_000;

async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/me/events') && r.status() === 200);
  await page.goto(path);
  await stream;
}

test('the colour scheme and the brand colour saved by the master administrator reach a student’s open page', async ({ page, request }) => {
  const master = await apiLogin(request, DEMO.superadmin);
  const student = await apiLogin(request, DEMO.estudiante);
  const branding = (await (await request.get('/api/admin/settings/branding', { headers: bearer(master.token) })).json()) as {
    primaryColor: string;
  };
  try {
    await useSession(page, student.token, student.user);
    await openLive(page, '/aula');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // The brand colour first: the dark scheme has colours of its own.
    let saved = Date.now();
    const colour = await request.put('/api/admin/settings/branding', { headers: bearer(master.token), data: { primaryColor: '#7a1f5c' } });
    expect(colour.status(), await colour.text()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()), {
        timeout: LIVE_MS,
      })
      .toBe('#7a1f5c');
    const colourSeconds = ((Date.now() - saved) / 1000).toFixed(2);
    saved = Date.now();
    const theme = await request.put('/api/admin/settings/theme', { headers: bearer(master.token), data: { scheme: 'Oscuro' } });
    expect(theme.status(), await theme.text()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: LIVE_MS });
    const themeSeconds = ((Date.now() - saved) / 1000).toFixed(2);

    for (const [kind, seconds] of [
      ['colour scheme → open page', themeSeconds],
      ['brand colour → open page', colourSeconds],
    ]) {
      test.info().annotations.push({ type: 'live seconds', description: `${kind}: ${seconds} s` });
      console.log(`[live seconds] ${kind}: ${seconds} s`);
    }
  } finally {
    await request.put('/api/admin/settings/theme', { headers: bearer(master.token), data: { scheme: 'Claro' } });
    await request.put('/api/admin/settings/branding', { headers: bearer(master.token), data: { primaryColor: branding.primaryColor } });
  }
});
