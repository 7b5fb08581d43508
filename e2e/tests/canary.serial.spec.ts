import { expect, test, untilLive } from '../src/test';
import fs from 'node:fs';
import path from 'node:path';
import { publicBuild, publicEntryVersions, publicPointer, siteState as state, visitor, withoutRemoteEntry } from '../src/releases';
import { signInAs } from '../src/session';
import { remotesCli } from '../src/site';

// With the site's service worker installed, as visitors have it: it must hide no failure or release.
test.use({ serviceWorkers: 'allow' });

// A canary of mf-public that fails to load for the browsers that get it: the field signals of those
// page loads abort it by themselves (the real rule; the e2e server judges after CANARY_MIN_LOADS=5
// loads instead of 200), and those browsers get the stable version on their next load.

type History = { remote: string; action: string; from: string; to: string; who: string; when: string; reason?: string };

test.afterAll(async () => {
  const { baseURL, artifactsDir } = state();
  if ((await publicPointer(baseURL)).canary) remotesCli(['canary', 'mf-public', 'abort'], artifactsDir);
});

test('a failing canary of mf-public is aborted by itself and its visitors get the stable version on their next load', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { baseURL, artifactsDir } = state();
  const stable = (await publicPointer(baseURL)).version;
  const canary = `${stable}-canary.${Date.now()}`;

  remotesCli(
    ['deploy', 'mf-public', '--from', publicBuild(artifactsDir, stable, canary, withoutRemoteEntry), '--canary', '10'],
    artifactsDir,
  );
  const running = await publicPointer(baseURL);
  expect(running).toMatchObject({ version: stable, canary: { version: canary, percent: 10 } });

  // A browser outside the 10 % keeps the stable version and works.
  const outside = await visitor(browser, baseURL, 50);
  const calm = await outside.newPage();
  await calm.goto('/contacto');
  await untilLive(calm);
  await expect(calm.getByTestId('chunk-failure')).toHaveCount(0);

  // A browser inside it gets the canary: the area fails to load, page load after page load (each
  // load's signals leave with the beacon of the page being left).
  const inside = await visitor(browser, baseURL, 3);
  const page = await inside.newPage();
  const canaryRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/remotes/mf-public/${canary}/`)) canaryRequests.push(r.url());
  });
  let failedLoads = 0;
  while ((await publicPointer(baseURL)).canary && failedLoads < 30) {
    await page.goto('/contacto');
    // The last load's signals may abort the canary while this page loads: it then gets the stable version.
    await expect
      .poll(async () => (await page.getByTestId('chunk-failure').isVisible()) || !(await publicPointer(baseURL)).canary, {
        timeout: 10_000,
      })
      .toBe(true);
    failedLoads += 1;
  }
  expect(canaryRequests.length).toBeGreaterThan(0);
  await expect.poll(async () => (await publicPointer(baseURL)).canary, { timeout: 30_000 }).toBeUndefined();
  expect(await publicPointer(baseURL)).toMatchObject({ version: stable, entry: `/remotes/mf-public/${stable}/mf-manifest.json` });

  // The history records the automatic move and why.
  const history = fs
    .readFileSync(path.join(artifactsDir, 'history.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as History);
  const abort = history.at(-1) as History;
  expect(abort).toMatchObject({ remote: 'mf-public', action: 'abort', from: canary, to: stable });
  expect(abort.who).toMatch(/^automático/);
  expect(abort.reason).toMatch(new RegExp(`^Tasa de error del canario ${canary.replace(/\./g, '\\.')}: 100\\.0 % en \\d+ cargas`));
  const abortedAfterMs = new Date(abort.when).getTime() - new Date(running.canary?.since ?? 0).getTime();
  console.log(`canary ${canary}: ${failedLoads} failed page loads, aborted ${abortedAfterMs} ms after it started`);
  // The canary's files stay (a page that loaded it keeps its chunks).
  expect(fs.existsSync(path.join(artifactsDir, 'mf-public', canary, 'mf-manifest.json'))).toBe(true);

  // The same browser, on its next load, gets the stable version and the page works.
  const stableRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/remotes/mf-public/${stable}/`)) stableRequests.push(r.url());
  });
  await page.goto('/contacto');
  await untilLive(page);
  await expect(page.getByTestId('chunk-failure')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(stableRequests.length).toBeGreaterThan(0);
  await outside.close();
  await inside.close();
});

test('the master administrator starts a canary from the deployments screen, its share of browsers gets it, and aborts it', async ({
  browser,
  page,
  request,
}) => {
  // Several page loads, a deploy and an abort: 60 s ran out on a machine at a third of its usual speed.
  test.setTimeout(180_000);
  const { baseURL, artifactsDir } = state();
  const stable = (await publicPointer(baseURL)).version;
  const candidate = `${stable}-next.${Date.now()}`;
  // Ops copied the build into the store earlier (a canary started and stopped from the CLI).
  remotesCli(['deploy', 'mf-public', '--from', publicBuild(artifactsDir, stable, candidate), '--canary', '5'], artifactsDir);
  remotesCli(['canary', 'mf-public', 'abort'], artifactsDir);

  await signInAs(page, request, 'superadmin');
  await page.goto('/superadmin/despliegues');
  const card = page.getByRole('article', { name: 'Sitio público (mf-public)' });
  const form = card.getByRole('form', { name: 'Canario de mf-public' });
  await form.getByLabel('Versión del canario').selectOption(candidate);
  await form.getByLabel('Porcentaje de navegadores').fill('10');
  await form.getByRole('button', { name: 'Iniciar canario' }).click();
  await expect(page.getByText(`mf-public: canario ${candidate} al 10 % de los navegadores.`)).toBeVisible();
  await expect(card.getByTestId('canary-mf-public')).toContainText(`Canario ${candidate} al 10 %`);
  expect(await publicPointer(baseURL)).toMatchObject({ version: stable, canary: { version: candidate, percent: 10 } });

  // Inside the 10 %: the canary's files, a working page; outside: the stable ones.
  for (const [bucket, expected] of [
    [3, candidate],
    [50, stable],
  ] as const) {
    const context = await visitor(browser, baseURL, bucket);
    const visit = await context.newPage();
    const folders = publicEntryVersions(visit);
    await visit.goto('/contacto');
    await untilLive(visit);
    await expect(visit.getByTestId('chunk-failure')).toHaveCount(0);
    expect([...folders]).toEqual([expected]);
    await context.close();
  }

  await card.getByRole('button', { name: 'Abortar canario' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abortar' }).click();
  await expect(page.getByText('mf-public: canario abortado.')).toBeVisible();
  await expect(card.getByTestId('canary-mf-public')).toHaveCount(0);
  expect((await publicPointer(baseURL)).canary).toBeUndefined();
});
