import { expect, test } from '../src/test';
import type { APIRequestContext } from '@playwright/test';
import { signInAs } from '../src/session';

type Summary = { versions: Array<{ remote: string; version: string; loads: number; loadErrors: number }> };

async function teacherLoads(request: APIRequestContext, token: string, version: string): Promise<number> {
  const res = await request.get('/api/ops/signals?hours=1', { headers: { Authorization: `Bearer ${token}` } });
  const row = ((await res.json()) as Summary).versions.find((v) => v.remote === 'mf-teacher' && v.version === version);
  return row ? row.loads + row.loadErrors : 0;
}

test('the deployments screen shows the page loads, error rate and vitals that visitors reported', async ({ page, request }) => {
  const { token } = await signInAs(page, request, 'superadmin');
  const remotes = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, { version: string }> };
  const version = remotes.remotes['mf-teacher'].version;
  // What 13 page loads of the teacher area would send, each with the load ticket its page came with:
  // 12 loads, a failed load and an LCP.
  const loads = [
    ...Array.from({ length: 12 }, () => [{ type: 'load', remote: 'mf-teacher', version }]),
    [
      { type: 'load-error', remote: 'mf-teacher', version, reason: 'timeout' },
      { type: 'vital', remote: 'mf-teacher', version, name: 'LCP', value: 1234 },
    ],
  ];
  const before = await teacherLoads(request, token, version);
  for (const events of loads) {
    const { loadTicket } = (await (await request.get('/remotes.json')).json()) as { loadTicket: string };
    const sent = await request.post('/api/signals', { data: { ticket: loadTicket, events } });
    expect(sent.status()).toBe(202);
  }

  await page.goto('/superadmin/despliegues');
  const section = page.getByRole('region', { name: 'Señales de campo de Área docente' });
  const row = section.getByTestId(`signals-mf-teacher-${version}`);
  await expect(row.getByRole('rowheader')).toContainText('En vivo');
  const cells = row.getByRole('cell');
  await expect(cells.first()).not.toHaveText('0');
  const shown = Number((await cells.first().textContent())?.replace(/,/g, ''));
  const after = await teacherLoads(request, token, version);
  // Other tests load the teacher area meanwhile: what the screen shows lies between.
  expect(shown).toBeGreaterThanOrEqual(before + 13);
  expect(shown).toBeLessThanOrEqual(after);
  await expect(cells.nth(1)).toHaveText(/^\d+\.\d %$/);
  await expect(cells.nth(2)).toHaveText(/^[\d,]+ ms$/);
  await expect(
    section.getByRole('img', { name: new RegExp(`versión ${version.replace(/\./g, '\\.')} en las últimas 24 horas`) }),
  ).toBeVisible();
});
