import { expect, test, untilLive, type Page } from '../src/test';
import { holdRequests } from '../src/gate';
import { filterCourses, publishedCourses, slugify } from '../src/publicSite';

/**
 * Prerendered public pages: the server sends the page itself (painted before any JavaScript, live
 * from then on), and mf-public hydrates it as it is, keeping whatever the visitor already did.
 */

/** Layout shifts of the page so far (the CLS of a load with no input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** Records the public remote's files a page downloads. */
function remoteFilesOf(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-public/')) files.push(request.url());
  });
  return files;
}

test.describe('prerendered public pages', () => {
  test('home, catalogue and a course page are in the HTML, readable and usable without JavaScript', async ({ browser, request }) => {
    const [course] = await publishedCourses(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByText('Transforma tu carrera profesional con educación legal de excelencia')).toBeVisible();
    await expect(page.getByText(course.title).first()).toBeVisible();

    await page.goto('/cursos');
    await expect(page.locator('main').getByText(course.title).first()).toBeVisible();
    // Live from the first paint (not inert): its links are plain links.
    await expect(page.locator('[data-prerendered]')).not.toHaveAttribute('inert');
    await page.locator('main').getByRole('link', { name: course.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/curso/${course.id}-`));
    await expect(page.locator('main h1')).toHaveText(course.title);
    await context.close();
  });

  test('the application takes the page over: one page, interactive, without shifting it', async ({ page, request }) => {
    const [course] = await publishedCourses(request);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });

    await page.goto(`/curso/${course.id}-${slugify(course.title)}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await untilLive(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(await layoutShift(page)).toBeLessThan(0.05);

    await page.getByRole('link', { name: 'Volver al catálogo' }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a page left alone comes alive on its own: its application downloads with no gesture at all', async ({ page }) => {
    const remoteFiles = remoteFilesOf(page);
    await page.goto('/');
    await untilLive(page);
    expect(remoteFiles.length).toBeGreaterThan(0);

    // Inside the application now: a link navigates without loading the page again.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Ver todos los cursos' }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a button clicked before the application arrived acts once it has', async ({ page }) => {
    const remote = await holdRequests(page, '**/remotes/mf-public/**');
    await page.goto('/');
    const tab = page.getByRole('tab', { name: 'Derecho Penal' });
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    await tab.click();
    remote.release();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  test('a navbar link followed before the page was taken over draws the new page anew', async ({ page }) => {
    const remote = await holdRequests(page, '**/remotes/mf-public/**');
    const messages: string[] = [];
    page.on('console', (msg) => messages.push(msg.text()));
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Diplomados' }).click();
    remote.release();
    await expect(page).toHaveURL(/\/diplomados$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diplomados de especialización jurídica');
    await expect(page.getByText('Transforma tu carrera profesional con educación legal de excelencia')).toHaveCount(0);
    // Not hydrated over the home page's markup (which would not match and be drawn again).
    expect(messages.filter((m) => m.includes('did not match'))).toEqual([]);
  });

  test('text typed into the catalogue search before the application has it stays, keeps the focus and searches', async ({
    page,
    request,
  }) => {
    const expected = await filterCourses(request, { q: 'arbitraje' });
    expect(expected.totalElements).toBeGreaterThan(0);
    // The remote's files wait (a slow network): typed meanwhile, into the server's markup.
    const remote = await holdRequests(page, '**/remotes/mf-public/**');
    await page.goto('/cursos');
    const search = page.getByRole('searchbox', { name: 'Buscar cursos' });
    await search.click();
    await page.keyboard.type('arbi', { delay: 50 });
    await expect(search).toHaveValue('arbi');
    remote.release();
    await untilLive(page);
    await expect(search).toHaveValue('arbi');
    await expect(search).toBeFocused();
    // The caret is where the visitor left it: the rest of the word goes after it.
    await page.keyboard.type('traje', { delay: 50 });
    await expect(search).toHaveValue('arbitraje');
    await expect(page).toHaveURL(/\/cursos\?q=arbitraje$/);
    await expect(page.getByText(/^Mostrando \d+ de \d+ cursos$/)).toHaveText(
      `Mostrando ${expected.content.length} de ${expected.totalElements} cursos`,
    );
  });

  test('a paste and a choice in a list made before the take-over are kept and used', async ({ page, context, request }) => {
    const all = await filterCourses(request, { size: 100 });
    const level = all.content.map((c) => c.level).find(Boolean) as string;
    const byLevel = await filterCourses(request, { q: 'derecho', level });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const remote = await holdRequests(page, '**/remotes/mf-public/**');
    await page.goto('/cursos');
    const search = page.getByRole('searchbox', { name: 'Buscar cursos' });
    await search.click();
    await page.evaluate(() => navigator.clipboard.writeText('derecho'));
    await page.keyboard.press('ControlOrMeta+V');
    // Not cancelled: the pasted text is in the field.
    await expect(search).toHaveValue('derecho');
    await page.getByRole('combobox', { name: 'Nivel' }).selectOption({ label: level });
    remote.release();
    await expect(page).toHaveURL(new RegExp(`q=derecho.*level=${level}|level=${level}.*q=derecho`));
    await expect(page.getByText(/^Mostrando \d+ de \d+ cursos$/)).toHaveText(
      `Mostrando ${byLevel.content.length} de ${byLevel.totalElements} cursos`,
    );
    await expect(search).toHaveValue('derecho');
  });

  test('a held click on a course link and on a field, before the take-over, do what they would', async ({ page, request }) => {
    const [course] = await publishedCourses(request);
    const remote = await holdRequests(page, '**/remotes/mf-public/**');
    await page.goto('/cursos');
    // Pressed on the search field, held, let go: the caret is there, typing goes in.
    const search = page.getByRole('searchbox', { name: 'Buscar cursos' });
    await search.hover();
    await page.mouse.down();
    await page.waitForTimeout(400);
    await page.mouse.up();
    await expect(search).toBeFocused();
    await page.keyboard.type('zz');
    await expect(search).toHaveValue('zz');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    // Pressed on a course's link, held, let go: the course page opens.
    await page.locator('main').getByRole('link', { name: course.title }).first().hover();
    await page.mouse.down();
    await page.waitForTimeout(400);
    await page.mouse.up();
    remote.release();
    await expect(page).toHaveURL(new RegExp(`/curso/${course.id}-`));
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  });

  test('keyboard only: Tab to a course link and Enter opens the course', async ({ page }) => {
    await page.goto('/');
    let href: string | null = null;
    for (let i = 0; i < 60 && !href?.startsWith('/curso/'); i += 1) {
      await page.keyboard.press('Tab');
      href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
    }
    expect(href).toMatch(/^\/curso\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).not.toBeEmpty();
  });

  test('a prerendered page whose remote cannot load gives way to the failure screen', async ({ page }) => {
    await page.route('**/remotes/mf-public/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/cursos');
    await expect(page.getByTestId('chunk-failure')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Cursos', { exact: true })).toHaveCount(0);
  });
});
