import { expect, test } from '../src/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_TMP } from '../src/paths';
import { siteState as state } from '../src/siteState';
import { remotesCli } from '../src/site';

// With the site's service worker installed, as visitors have it: it must hide no failure or release.
test.use({ serviceWorkers: 'allow' });

const MARKER = 'Página no encontrada';
const CHANGED = 'Página no encontrada (versión e2e)';

async function remotesJson(baseURL: string) {
  const res = await fetch(`${baseURL}/remotes.json`, { cache: 'no-store' });
  return (await res.json()) as { remotes: Record<string, { version: string; entry: string }> };
}

/** A new build of mf-public whose not-found page reads differently: copy, edit, bump the version. */
function makeChangedBuild(artifactsDir: string, fromVersion: string, toVersion: string): string {
  const src = path.join(artifactsDir, 'mf-public', fromVersion);
  const dir = path.join(E2E_TMP, `mf-public-${toVersion}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(src, dir, { recursive: true });
  let changed = 0;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (text.includes(MARKER)) {
      fs.writeFileSync(full, text.split(MARKER).join(CHANGED));
      // The build's compressed copies of the file are stale now: without them the file goes out as edited.
      for (const copy of ['.br', '.gz']) fs.rmSync(full + copy, { force: true });
      changed += 1;
    }
  }
  expect(changed).toBeGreaterThan(0);
  const metaFile = path.join(dir, 'inpro-meta.json');
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
  fs.writeFileSync(metaFile, JSON.stringify({ ...meta, version: toVersion }, null, 2));
  return dir;
}

test('deploy a new version of one remote, then roll it back; an open page keeps working', async ({ browser }) => {
  // A deploy, a rollback and the pages around them: 60 s ran out on a machine at a third of its usual speed.
  test.setTimeout(180_000);
  const { baseURL, artifactsDir } = state();
  const before = await remotesJson(baseURL);
  const oldVersion = before.remotes['mf-public'].version;
  const newVersion = `${oldVersion}-e2e.${Date.now()}`;

  remotesCli(['deploy', 'mf-public', '--from', makeChangedBuild(artifactsDir, oldVersion, newVersion)], artifactsDir);
  const afterDeploy = await remotesJson(baseURL);
  expect(afterDeploy.remotes['mf-public'].version).toBe(newVersion);
  for (const other of ['mf-aula', 'mf-teacher', 'mf-admin', 'mf-superadmin']) {
    expect(afterDeploy.remotes[other]).toEqual(before.remotes[other]);
  }

  // The next page load gets the new version.
  const opened = await browser.newPage({ baseURL });
  await opened.goto('/no-existe-esta-ruta');
  await expect(opened.getByText(CHANGED)).toBeVisible();

  // Roll back only that remote.
  remotesCli(['rollback', 'mf-public'], artifactsDir);
  const afterRollback = await remotesJson(baseURL);
  expect(afterRollback.remotes['mf-public'].version).toBe(oldVersion);
  expect(afterRollback.remotes['mf-aula']).toEqual(before.remotes['mf-aula']);

  // The page opened before the rollback still loads its (new-version) chunks.
  await opened.evaluate(() => window.history.pushState(null, '', '/contacto'));
  await expect(opened.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(opened.getByTestId('chunk-failure')).toHaveCount(0);

  // A new page load gets the old version again.
  const fresh = await browser.newPage({ baseURL });
  await fresh.goto('/no-existe-esta-ruta');
  await expect(fresh.getByText(MARKER, { exact: true })).toBeVisible();
  await expect(fresh.getByText(CHANGED)).toHaveCount(0);

  const status = remotesCli(['status'], artifactsDir);
  expect(status).toContain(newVersion);
  const history = remotesCli(['history'], artifactsDir);
  expect(history).toContain('rollback');
  await opened.close();
  await fresh.close();
});
