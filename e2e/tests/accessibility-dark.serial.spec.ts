import { test } from '../src/test';
import { bearer } from '../src/aula';
import { accessibilitySuite } from '../src/a11y';
import { DEMO, apiLogin } from '../src/session';

/*
 * The accessibility checks in the dark scheme. The colour scheme is a site-wide setting of the
 * master administrator (not a per-person preference), so these runs are serial: Oscuro is saved
 * before them and Claro again after them.
 */
test.beforeAll(async ({ request }) => {
  const master = await apiLogin(request, DEMO.superadmin);
  const res = await request.put('/api/admin/settings/theme', { headers: bearer(master.token), data: { scheme: 'Oscuro' } });
  if (!res.ok()) throw new Error(`saving Oscuro: ${res.status()} ${await res.text()}`);
});

test.afterAll(async ({ request }) => {
  const master = await apiLogin(request, DEMO.superadmin);
  await request.put('/api/admin/settings/theme', { headers: bearer(master.token), data: { scheme: 'Claro' } });
});

accessibilitySuite('dark');
