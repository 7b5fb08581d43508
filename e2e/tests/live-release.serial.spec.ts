import { expect, test } from '../src/test';
import { publicBuild, publicPointer, siteState } from '../src/releases';
import { signInAs } from '../src/session';
import { remotesCli } from '../src/site';

/**
 * A release moved by ops (the CLI, as a team's pipeline runs it) reaches the master administrator's open
 * deployments screen through the live stream: the screen does not poll its releases. Serial: it moves
 * mf-public's pointer, which every visitor of the site follows.
 */

/** Well under any polling: only the stream can make it. */
const LIVE_MS = 5_000;

function report(kind: string, since: number): void {
  const seconds = ((Date.now() - since) / 1000).toFixed(2);
  test.info().annotations.push({ type: 'live seconds', description: `${kind}: ${seconds} s` });
  console.log(`[live seconds] ${kind}: ${seconds} s`);
}

test('a deploy and a rollback of mf-public reach the open deployments screen without a reload', async ({ page, request }) => {
  const { baseURL, artifactsDir } = siteState();
  const stable = (await publicPointer(baseURL)).version;
  const next = `${stable}-live.${Date.now()}`;
  const build = publicBuild(artifactsDir, stable, next);

  await signInAs(page, request, 'superadmin');
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/me/events') && r.status() === 200);
  await page.goto('/superadmin/despliegues');
  await stream;
  const card = page.getByRole('article', { name: /\(mf-public\)$/ });
  await expect(card.getByTestId(`version-mf-public-${stable}`)).toContainText('En vivo');
  // Gone if the page reloads: the screen must change in place.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // Seconds from the command's return (the pointer moved) to the screen.
  remotesCli(['deploy', 'mf-public', '--from', build], artifactsDir);
  let since = Date.now();
  await expect(card.getByTestId(`version-mf-public-${next}`)).toContainText('En vivo', { timeout: LIVE_MS });
  report('remote deployed → deployments screen', since);

  remotesCli(['rollback', 'mf-public'], artifactsDir);
  since = Date.now();
  await expect(card.getByTestId(`version-mf-public-${stable}`)).toContainText('En vivo', { timeout: LIVE_MS });
  await expect(card.getByTestId(`version-mf-public-${next}`)).not.toContainText('En vivo');
  report('remote rolled back → deployments screen', since);

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect((await publicPointer(baseURL)).version).toBe(stable);
});
