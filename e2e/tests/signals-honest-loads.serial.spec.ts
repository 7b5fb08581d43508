import { expect, test, type Page } from '../src/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, apiLogin, signInAs } from '../src/session';

// Loads that worked must not count as failures: a failure counted for a healthy version could
// abort a healthy canary. Serial: the test reads the site-wide counts of mf-superadmin's live version.

type Summary = { versions: Array<{ remote: string; version: string; loads: number; loadErrors: number; renderErrors: number }> };

async function superadminCounts(request: APIRequestContext, token: string) {
  const remotes = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, { version: string }> };
  const version = remotes.remotes['mf-superadmin'].version;
  const res = await request.get('/api/ops/signals?hours=1', { headers: { Authorization: `Bearer ${token}` } });
  const row = ((await res.json()) as Summary).versions.find((v) => v.remote === 'mf-superadmin' && v.version === version);
  return { loads: row?.loads ?? 0, errors: (row?.loadErrors ?? 0) + (row?.renderErrors ?? 0) };
}

/** Sends what the page holds (as when it is hidden), then leaves it, so its beacons are in before the counts are read. */
async function leave(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.goto('about:blank');
}

/** Opens /superadmin/despliegues at once, leaves it, and expects mf-superadmin's counts to hold one more load and no more errors. */
async function openDeploymentsCountingNoError(
  page: Page,
  request: APIRequestContext,
  token: string,
  before: Awaited<ReturnType<typeof superadminCounts>>,
) {
  await page.goto('/superadmin/despliegues');
  await expect(page.getByRole('heading', { name: 'Despliegues', level: 1 })).toBeVisible();
  await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
  await leave(page);

  await expect.poll(async () => (await superadminCounts(request, token)).loads, { timeout: 15_000 }).toBeGreaterThan(before.loads);
  expect((await superadminCounts(request, token)).errors).toBe(before.errors);
}

test('signing in and opening /superadmin/despliegues at once counts one load of mf-superadmin and no error', async ({ page, request }) => {
  const { token } = await apiLogin(request, DEMO.superadmin);
  const before = await superadminCounts(request, token);
  const failures: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('mf-superadmin')) failures.push(m.text());
  });

  await signInAs(page, request, 'superadmin');
  await openDeploymentsCountingNoError(page, request, token, before);
  expect(failures).toEqual([]);
});

test('signing in through the form and going to /superadmin/despliegues before the home opened counts no error', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, DEMO.superadmin);
  const before = await superadminCounts(request, token);

  await page.goto('/aula/login');
  const form = page.getByRole('form', { name: 'Iniciar Sesión' });
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(DEMO.superadmin);
  await form.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
  // At once: the home (/superadmin) is still on its way when the address is typed.
  await page.waitForURL(/\/superadmin$/);
  await openDeploymentsCountingNoError(page, request, token, before);
});
