import { expect, test, type Page } from '../src/test';
import { signInAs } from '../src/session';

interface Sheet {
  href: string;
  area: string | null;
  enabled: boolean;
}

/** Every stylesheet link of the page: its area tag, and whether it applies. */
function stylesheets(page: Page): Promise<Sheet[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((link) => ({
      href: link.href,
      area: link.getAttribute('data-mf'),
      // A link still loading has no sheet yet: it applies once loaded unless switched off.
      enabled: !link.sheet?.disabled && link.media !== 'not all',
    })),
  );
}

const ofArea = (sheets: Sheet[], area: string) => sheets.filter((s) => s.area === area);

test('each area loads its stylesheets as tagged links and switches them off when it leaves', async ({ page, request }) => {
  await signInAs(page, request, 'estudiante');
  await page.goto('/cursos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page is on screen at once (prerendered); the application's stylesheets come with it.
  await expect.poll(async () => ofArea(await stylesheets(page), 'mf_public').length).toBeGreaterThan(0);
  await expect.poll(async () => ofArea(await stylesheets(page), 'ui').length).toBeGreaterThan(0);

  const publicSheets = await stylesheets(page);
  // Every link is tagged with its area (the shared UI's with "ui"), so that it can leave with it.
  expect(publicSheets.filter((s) => !s.area)).toEqual([]);
  expect(ofArea(publicSheets, 'mf_public').length).toBeGreaterThan(0);
  expect(ofArea(publicSheets, 'ui').length).toBeGreaterThan(0);
  expect(publicSheets.every((s) => s.enabled)).toBe(true);
  // The shared UI's stylesheets are its own files (`ui.<hash>.css`), whichever build loaded them.
  for (const sheet of ofArea(publicSheets, 'ui')) expect(new URL(sheet.href).pathname).toMatch(/\/ui\.[0-9a-f]+\.css$/);

  // Into the classroom: the public area unmounts, its stylesheets stop applying; the shared UI's stay.
  await page.evaluate(() => window.history.pushState(null, '', '/aula'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => ofArea(await stylesheets(page), 'mf_aula').length).toBeGreaterThan(0);
  const aulaSheets = await stylesheets(page);
  expect(aulaSheets.filter((s) => !s.area)).toEqual([]);
  expect(ofArea(aulaSheets, 'mf_public').length).toBeGreaterThan(0);
  expect(ofArea(aulaSheets, 'mf_public').every((s) => !s.enabled)).toBe(true);
  expect(ofArea(aulaSheets, 'mf_aula').every((s) => s.enabled)).toBe(true);
  expect(ofArea(aulaSheets, 'ui').every((s) => s.enabled)).toBe(true);
  // The prerendered page's inline style left with the public area too.
  const prerenderedStyleApplies = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-mf="mf_public"]')).some((s) => s.media !== 'not all'),
  );
  expect(prerenderedStyleApplies).toBe(false);

  // Back to the catalogue: the public stylesheets apply again, the classroom's no longer.
  await page.evaluate(() => window.history.pushState(null, '', '/cursos'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => ofArea(await stylesheets(page), 'mf_public').every((s) => s.enabled)).toBe(true);
  expect(ofArea(await stylesheets(page), 'mf_aula').every((s) => !s.enabled)).toBe(true);
});
