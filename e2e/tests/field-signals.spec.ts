import { expect, test, untilLive } from '../src/test';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, DEMO } from '../src/session';
import { FIELD_SIGNALS_TICKET_PATTERN } from '@inpro/shared-contracts';

type Summary = { versions: Array<{ remote: string; version: string; loads: number; p75: { LCP: number | null } }> };

async function publicSignals(request: APIRequestContext, token: string) {
  const [remotes, signals] = await Promise.all([
    request.get('/remotes.json').then((r) => r.json() as Promise<{ remotes: Record<string, { version: string }> }>),
    request.get('/api/ops/signals?hours=1', { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<Summary>),
  ]);
  const version = remotes.remotes['mf-public'].version;
  const row = signals.versions.find((v) => v.remote === 'mf-public' && v.version === version);
  return { version, loads: row?.loads ?? 0, lcp: row?.p75.LCP ?? null };
}

test('a page load reports, with a beacon, the version of the remote that ran and its LCP; the master administrator reads it back', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, DEMO.superadmin);
  const before = await publicSignals(request, token);

  const beacons: string[] = [];
  await page.route('**/api/signals', async (route) => {
    beacons.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    await route.continue();
  });
  await page.goto('/contacto');
  // The load is reported once the remote ran (took the prerendered page over).
  await untilLive(page);
  await page.getByRole('textbox').first().click(); // an input: LCP is final
  // What waits goes when the page is hidden or left: first a pagehide without leaving (to read the
  // beacon: Playwright does not see requests of a page that is gone), then really leaving.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => beacons.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const events = beacons.flatMap((b) => (JSON.parse(b) as { events: Array<Record<string, unknown>> }).events);
  expect(events).toContainEqual({ type: 'load', remote: 'mf-public', version: before.version });
  // No personal data, no token, no address in what is sent.
  for (const body of beacons) {
    // Each beacon carries the load ticket the page came with: the API counts only loads it served.
    expect((JSON.parse(body) as { ticket: string }).ticket).toMatch(FIELD_SIGNALS_TICKET_PATTERN);
    expect(body).not.toContain('contacto');
    expect(body).not.toContain(token.slice(0, 20));
    expect(body).not.toMatch(/@|http/);
  }
  await page.goto('about:blank');

  await expect.poll(async () => (await publicSignals(request, token)).loads, { timeout: 15_000 }).toBeGreaterThan(before.loads);
  expect((await publicSignals(request, token)).lcp).not.toBeNull();
});
