import { expect, test, type Browser, type Page } from '../src/test';
import { holdRequests } from '../src/gate';
import { filterCourses, publishedCourses, slugify } from '../src/publicSite';

/**
 * Prerendered public pages: the server sends the page itself (painted before any JavaScript),
 * and mf-public's first render replaces it with the same page, now interactive.
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

/**
 * Opens `path` in a context of its own, as a visitor who has not moved yet (the test's `page` moves
 * the pointer itself after loading), and records the public remote's files it downloads.
 */
async function openUntouched(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-public/')) remoteFiles.push(request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Live (the shell made it so) and still the server's markup.
  await expect(page.locator('[data-prerendered]:not([inert])')).toHaveCount(1);
  return { page, remoteFiles, close: () => context.close() };
}

test.describe('prerendered public pages', () => {
  test('home, catalogue and a course page are in the HTML, readable without JavaScript', async ({ browser, request }) => {
    const [course] = await publishedCourses(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByText('Transforma tu carrera profesional con educación legal de excelencia')).toBeVisible();
    await expect(page.getByText(course.title).first()).toBeVisible();

    await page.goto('/cursos');
    await expect(page.locator('main').getByText(course.title).first()).toBeVisible();

    await page.goto(`/curso/${course.id}-${slugify(course.title)}`);
    await expect(page.locator('main h1')).toHaveText(course.title);
    // Inert until the application takes over: nothing to click that would not work yet.
    await expect(page.locator('[data-prerendered]')).toHaveAttribute('inert', '');
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
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(await layoutShift(page)).toBeLessThan(0.05);

    await page.getByRole('link', { name: 'Volver al catálogo' }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a page downloads no application code until the visitor moves; a click before that still works', async ({ browser }) => {
    const { page, remoteFiles, close } = await openUntouched(browser, '/');
    await expect(page.getByText('Transforma tu carrera profesional con educación legal de excelencia')).toBeVisible();
    expect(remoteFiles).toEqual([]);

    // The first click moves the pointer (the gesture) and is held until the application took over.
    const tab = page.getByRole('tab', { name: 'Derecho Penal' });
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    expect(remoteFiles.length).toBeGreaterThan(0);

    // Inside the application now: a link navigates without loading the page again.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Ver todos los cursos' }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await close();
  });

  test('a navbar link followed before the page was taken over draws the new page anew', async ({ browser }) => {
    const { page, close } = await openUntouched(browser, '/');
    const messages: string[] = [];
    page.on('console', (msg) => messages.push(msg.text()));
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Diplomados' }).click();
    await expect(page).toHaveURL(/\/diplomados$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diplomados de especialización jurídica');
    await expect(page.getByText('Transforma tu carrera profesional con educación legal de excelencia')).toHaveCount(0);
    // Not hydrated over the home page's markup (which would not match and be drawn again).
    expect(messages.filter((m) => m.includes('did not match'))).toEqual([]);
    await close();
  });

  test('the catalogue waits too: nothing is typed into its search before the application has it, everything after', async ({
    browser,
    request,
  }) => {
    const expected = await filterCourses(request, { q: 'arbitraje' });
    expect(expected.totalElements).toBeGreaterThan(0);
    const { page, remoteFiles, close } = await openUntouched(browser, '/cursos');
    expect(remoteFiles).toEqual([]);

    // The remote's files wait: a key typed meanwhile does not reach the server's markup.
    const remote = await holdRequests(page, '**/remotes/mf-public/**');
    const search = page.getByRole('searchbox', { name: 'Buscar cursos' });
    await search.focus();
    await page.keyboard.type('zz');
    await expect(search).toHaveValue('');
    remote.release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);

    await search.pressSequentially('arbitraje');
    await expect(page).toHaveURL(/\/cursos\?q=arbitraje$/);
    await expect(page.getByText(/^Mostrando \d+ de \d+ cursos$/)).toHaveText(
      `Mostrando ${expected.content.length} de ${expected.totalElements} cursos`,
    );
    await close();
  });

  test('a waiting page whose remote cannot load gives way to the failure screen at the first gesture', async ({ browser }) => {
    const { page, close } = await openUntouched(browser, '/');
    await page.route('**/remotes/mf-public/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await expect(page.getByTestId('chunk-failure')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await close();
  });

  test('a prerendered page whose remote cannot load gives way to the failure screen', async ({ page }) => {
    await page.route('**/remotes/mf-public/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/cursos');
    await expect(page.getByTestId('chunk-failure')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Cursos', { exact: true })).toHaveCount(0);
  });
});
