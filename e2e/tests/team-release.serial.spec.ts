import { expect, test, untilLive } from '../src/test';
import type { BrowserContext } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../src/paths';
import { publicBuild as build, publicEntryVersions, publicPointer, siteState as state, visitor, withoutRemoteEntry } from '../src/releases';
import { DEMO, apiLogin, signInAs } from '../src/session';
import { remotesCli } from '../src/site';

// The release path of a team, from its own pipeline, with two teams' deploy keys: publish, a build
// refused by the checks, publish again, a preview only one browser sees, a canary that promotes
// itself on its field signals; a broken build that aborts itself; one team's key refused on the
// other team's remote. The e2e server judges a canary after CANARY_MIN_LOADS=5 loads (production: 200).

/** The team's pipeline: `npm run remotes -- …` against the running site (exit code and what it printed). */
function pipeline(args: string[]): { status: number | null; out: string } {
  const res = spawnSync('node', [path.join(ROOT, 'api/dist/cli/remotes.js'), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: res.status, out: `${res.stdout}${res.stderr}`.trim() };
}

/** The same, left running (publish … --canary 10 --wait follows the canary until the site decides). */
function pipelineRunning(args: string[]): Promise<{ status: number | null; out: string }> {
  const child = spawn('node', [path.join(ROOT, 'api/dist/cli/remotes.js'), ...args], { cwd: ROOT, env: process.env });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', (status) => resolve({ status, out: out.trim() })));
}

/** The build asks the shell for React 18 (a singleton the shell serves as 19). */
function react18(dir: string): void {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
  for (const s of manifest.shared) if (s.name === 'react') s.requiredVersion = '^18.2.0';
  fs.writeFileSync(file, JSON.stringify(manifest));
}

/** Page loads of /contacto in one browser until `done` (each load's signals leave with the page). */
async function loadUntil(context: BrowserContext, done: () => Promise<boolean>, expectFailure: boolean): Promise<number> {
  const page = await context.newPage();
  let loads = 0;
  while (!(await done()) && loads < 40) {
    await page.goto('/contacto');
    // The load that sends the deciding signals may already get the stable version: the canary aborted meanwhile.
    if (expectFailure)
      await expect
        .poll(async () => (await page.getByTestId('chunk-failure').isVisible()) || (await done()), { timeout: 10_000 })
        .toBe(true);
    else await untilLive(page);
    loads += 1;
  }
  await page.goto('about:blank');
  return loads;
}

let original = '';
test.afterAll(async () => {
  const { baseURL, artifactsDir } = state();
  if ((await publicPointer(baseURL)).canary) remotesCli(['canary', 'mf-public', 'abort'], artifactsDir);
  if (original && (await publicPointer(baseURL)).version !== original)
    remotesCli(['rollback', 'mf-public', '--to', original], artifactsDir);
});

test('two teams ship from their pipelines: checks, preview for one browser, a canary promoted and a broken one aborted by themselves', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { baseURL, artifactsDir } = state();
  const site = ['--site', baseURL];
  original = (await publicPointer(baseURL)).version;
  const [major, minor, patch] = original.split(/[.+-]/).map(Number);
  const stamp = Date.now();
  const next = `${major}.${minor}.${patch + 1}-e2e.${stamp}.1`;
  const bad = `${major}.${minor}.${patch + 1}-e2e.${stamp}.2`;

  // The master administrator gives each team its key (shown once).
  const { token } = await apiLogin(request, DEMO.superadmin);
  const keyFor = async (name: string, remote: string) => {
    const res = await request.post('/api/ops/deploy-keys', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, remotes: [remote] },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { key: string }).key;
  };
  const publicTeam = await keyFor('Equipo Sitio Público', 'mf-public');
  const aulaTeam = await keyFor('Equipo Aula', 'mf-aula');

  // 1. A build that asks for React 18 is refused, nothing stored.
  const refused = pipeline(['publish', 'mf-public', ...site, '--key', publicTeam, '--from', build(artifactsDir, original, next, react18)]);
  expect(refused.status).toBe(1);
  expect(refused.out).toMatch(
    new RegExp(
      `^Refused \\(409\\): mf-public ${next.replace(/\./g, '\\.')} requiere react \\^18\\.2\\.0 y el shell ofrece 19\\.[\\d.]+: no son compatibles\\.$`,
    ),
  );
  // 2. The other team's key cannot publish this remote.
  const foreign = pipeline(['publish', 'mf-public', ...site, '--key', aulaTeam, '--from', build(artifactsDir, original, next)]);
  expect([foreign.status, foreign.out]).toEqual([1, 'Refused (403): Esta clave de despliegue no puede publicar este micro-frontend.']);
  // 3. The fixed build is published: stored, not live.
  const published = pipeline(['publish', 'mf-public', ...site, '--key', publicTeam, '--from', build(artifactsDir, original, next)]);
  expect([published.status, published.out]).toEqual([0, `mf-public ${next} published to ${baseURL} (stored, not live yet).`]);
  expect((await publicPointer(baseURL)).version).toBe(original);

  // 4. A preview link: the browser that opens it sees the new version with the banner; another browser the live one.
  const link = pipeline(['preview', 'mf-public', next, ...site, '--key', publicTeam]);
  expect(link.status).toBe(0);
  const url = /(http\S+\/api\/preview\?token=\S+)$/.exec(link.out)?.[1] as string;
  expect(url).toBeTruthy();
  const previewer = await browser.newContext({ baseURL });
  const previewPage = await previewer.newPage();
  const previewFolders = publicEntryVersions(previewPage);
  await previewPage.goto(url);
  await expect(previewPage.getByRole('region', { name: 'Vista previa' })).toContainText(`Vista previa: mf-public ${next}`);
  await untilLive(previewPage);
  expect([...previewFolders]).toEqual([next]);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  const otherFolders = publicEntryVersions(otherPage);
  await otherPage.goto('/');
  await untilLive(otherPage);
  await expect(otherPage.getByRole('region', { name: 'Vista previa' })).toHaveCount(0);
  expect([...otherFolders]).toEqual([original]);
  await other.close();
  // Leaving the preview: the live version again, no banner.
  await previewPage.getByRole('button', { name: 'Salir de la vista previa' }).click();
  await expect(previewPage.getByRole('region', { name: 'Vista previa' })).toHaveCount(0);
  await previewer.close();

  // 5. A canary at 10 % that promotes itself; the pipeline waits for the decision.
  const began = Date.now();
  const decided = pipelineRunning([
    'publish',
    'mf-public',
    ...site,
    '--key',
    publicTeam,
    '--from',
    build(artifactsDir, original, next),
    '--canary',
    '10',
    '--wait',
  ]);
  await expect.poll(async () => (await publicPointer(baseURL)).canary?.version, { timeout: 30_000 }).toBe(next);
  const inside = await visitor(browser, baseURL, 3);
  const outside = await visitor(browser, baseURL, 50);
  const promotedNow = async () => (await publicPointer(baseURL)).version === next;
  await Promise.all([loadUntil(outside, promotedNow, false), loadUntil(inside, promotedNow, false)]);
  const promotion = await decided;
  const promotedAfterMs = Date.now() - began;
  expect(promotion.status).toBe(0);
  expect(promotion.out).toMatch(new RegExp(`Decision: promoted\\. mf-public ${next.replace(/\./g, '\\.')} is live for every browser`));
  console.log(
    `publish → automatic promotion of mf-public ${next}: ${promotedAfterMs} ms (CANARY_MIN_LOADS=5, canary 10 %, --wait polling every 5 s)`,
  );

  // 6. A broken build as a canary: its browsers fail to load the area, and it aborts by itself.
  const abortion = pipelineRunning([
    'publish',
    'mf-public',
    ...site,
    '--key',
    publicTeam,
    '--from',
    build(artifactsDir, next, bad, withoutRemoteEntry),
    '--canary',
    '10',
    '--wait',
  ]);
  await expect.poll(async () => (await publicPointer(baseURL)).canary?.version, { timeout: 30_000 }).toBe(bad);
  await loadUntil(inside, async () => !(await publicPointer(baseURL)).canary, true);
  const aborted = await abortion;
  expect(aborted.status).toBe(1);
  expect(aborted.out).toMatch(/Decision: aborted\./);
  expect((await publicPointer(baseURL)).version).toBe(next);
  await inside.close();
  await outside.close();

  // 7. The deployments screen tells the story: who published and promoted, the aborted canary as such.
  await signInAs(page, request, 'superadmin');
  await page.goto('/superadmin/despliegues');
  const card = page.getByRole('article', { name: 'Sitio público (mf-public)' });
  await expect(card.getByTestId(`version-mf-public-${next}`)).toContainText(`${next} En vivo`);
  await expect(card.getByTestId(`version-mf-public-${next}`)).toContainText('por clave:Equipo Sitio Público');
  await expect(card.getByTestId(`version-mf-public-${next}`)).toContainText('Puesta en vivo el');
  await expect(card.getByTestId(`version-mf-public-${next}`)).toContainText('por automático (señales de campo)');
  await expect(card.getByTestId(`version-mf-public-${bad}`)).toContainText(`${bad} Abortado`);
  await expect(card.getByTestId(`version-mf-public-${original}`)).toContainText(`${original} Anterior`);
  const signals = page.getByRole('region', { name: 'Señales de campo de Sitio público' });
  await expect(signals.getByTestId(`signals-mf-public-${bad}`).getByRole('rowheader')).toContainText('Abortado');
});
