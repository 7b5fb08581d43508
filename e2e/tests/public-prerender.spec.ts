import { expect, test, type Page } from '../src/test';
import { publishedCourses, slugify } from '../src/publicSite';

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

  test('a prerendered page whose remote cannot load gives way to the failure screen', async ({ page }) => {
    await page.route('**/remotes/mf-public/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/cursos');
    await expect(page.getByTestId('chunk-failure')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Cursos', { exact: true })).toHaveCount(0);
  });
});
