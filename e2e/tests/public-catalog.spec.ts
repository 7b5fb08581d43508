import { expect, test, type Page } from '../src/test';
import { holdRequests } from '../src/gate';
import { courseCards, filterCourses, openInApp, parseSoles, slugify } from '../src/publicSite';

/** /cursos: the catalogue on the seeded courses; filtering, sorting and paging happen on the server. */

const countLine = (page: Page) => page.getByText(/^Mostrando \d+ de \d+ cursos$/);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar cursos' });
const areaSelect = (page: Page) => page.getByRole('combobox', { name: 'Área' });
const levelSelect = (page: Page) => page.getByRole('combobox', { name: 'Nivel' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Ordenar por' });

test.describe('public catalogue /cursos', () => {
  test('loads the first page of 12 real courses and "Cargar más cursos" adds pages of 12', async ({ page, request }) => {
    const all = await filterCourses(request);
    expect(all.totalElements).toBeGreaterThan(12);
    await page.goto('/cursos');
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos / Seminarios' })).toBeVisible();
    await expect(countLine(page)).toHaveText(`Mostrando 12 de ${all.totalElements} cursos`);
    await expect(courseCards(page)).toHaveCount(12);
    // The seeded courses, in the server's order.
    for (const course of all.content.slice(0, 3)) {
      await expect(page.getByRole('heading', { level: 2, name: course.title, exact: true })).toBeVisible();
    }

    let shown = 12;
    while (shown < all.totalElements) {
      await page.getByRole('button', { name: 'Cargar más cursos' }).click();
      shown = Math.min(shown + 12, all.totalElements);
      await expect(countLine(page)).toHaveText(`Mostrando ${shown} de ${all.totalElements} cursos`);
      await expect(courseCards(page)).toHaveCount(shown);
    }
    await expect(page.getByRole('button', { name: 'Cargar más cursos' })).toHaveCount(0);
    // No course twice across pages.
    const titles = await courseCards(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(new Set(titles).size).toBe(all.totalElements);
  });

  test('the debounced search narrows the list and is written to the URL', async ({ page, request }) => {
    const expected = await filterCourses(request, { q: 'arbitraje' });
    expect(expected.totalElements).toBeGreaterThan(0);
    await page.goto('/cursos');
    await expect(countLine(page)).toBeVisible();
    // Typed key by key faster than the 500 ms debounce: one server query, for the whole word.
    const queries: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/courses/filter' && url.searchParams.has('q')) queries.push(url.searchParams.get('q') as string);
    });
    await searchBox(page).pressSequentially('arbitraje');
    await expect(page).toHaveURL(/\/cursos\?q=arbitraje$/);
    await expect(countLine(page)).toHaveText(`Mostrando ${expected.content.length} de ${expected.totalElements} cursos`);
    for (const course of expected.content) {
      await expect(page.getByRole('heading', { level: 2, name: course.title, exact: true })).toBeVisible();
    }
    await expect(courseCards(page)).toHaveCount(expected.content.length);
    expect(queries).toEqual(['arbitraje']);
  });

  test('the area and level filters narrow the list on the server', async ({ page, request }) => {
    const all = await filterCourses(request, { size: 100 });
    const area = all.content.map((c) => c.area).find((a) => a && all.content.filter((c) => c.area === a).length > 1) as string;
    const byArea = await filterCourses(request, { area });
    await page.goto('/cursos');
    await expect(countLine(page)).toBeVisible();
    await areaSelect(page).selectOption({ label: area });
    await expect(page).toHaveURL(new RegExp(`area=${encodeURIComponent(area).replace(/%20/g, '(\\+|%20)')}`));
    await expect(countLine(page)).toHaveText(`Mostrando ${byArea.content.length} de ${byArea.totalElements} cursos`);
    for (const card of await courseCards(page).all()) await expect(card).toContainText(`Área: ${area}`);

    // Back to every area, then a level.
    await areaSelect(page).selectOption({ label: 'Todas las áreas' });
    await expect(page).toHaveURL(/\/cursos$/);
    const advanced = await filterCourses(request, { level: 'Avanzado' });
    await levelSelect(page).selectOption({ label: 'Avanzado' });
    await expect(page).toHaveURL(/level=Avanzado/);
    await expect(countLine(page)).toHaveText(`Mostrando ${advanced.content.length} de ${advanced.totalElements} cursos`);
    const cards = courseCards(page);
    await expect(cards).toHaveCount(advanced.content.length);
    for (const card of await cards.all()) {
      await expect(card.getByText(/^(Básico|Intermedio|Avanzado)$/)).toHaveText('Avanzado');
    }
  });

  test('sorting by price low→high and high→low really orders the cards', async ({ page, request }) => {
    const cheapest = await filterCourses(request, { sort: 'price_asc' });
    const dearest = await filterCourses(request, { sort: 'price_desc' });
    await page.goto('/cursos');
    await expect(countLine(page)).toBeVisible();
    for (const [label, sort, expected, direction] of [
      ['Precio: menor a mayor', 'price_asc', cheapest, 1],
      ['Precio: mayor a menor', 'price_desc', dearest, -1],
    ] as const) {
      await sortSelect(page).selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
      await expect(async () => {
        const prices = (await courseCards(page).allTextContents()).map(parseSoles);
        expect(prices).toEqual(expected.content.map((c) => c.price));
        expect(prices).toHaveLength(12);
        expect(prices).toEqual([...prices].sort((a, b) => direction * (a - b)));
      }).toPass();
    }
    expect(dearest.content[0].price).toBeGreaterThan(cheapest.content[11].price);
  });

  test('a filtered URL opened directly restores the filters; the back button restores the previous state', async ({ page, request }) => {
    const direct = await filterCourses(request, { q: 'derecho', level: 'Intermedio', sort: 'price_desc' });
    expect(direct.totalElements).toBeGreaterThan(0);
    await page.goto('/cursos?q=derecho&level=Intermedio&sort=price_desc');
    await expect(searchBox(page)).toHaveValue('derecho');
    await expect(levelSelect(page)).toHaveValue('Intermedio');
    await expect(sortSelect(page)).toHaveValue('price_desc');
    await expect(countLine(page)).toHaveText(`Mostrando ${direct.content.length} de ${direct.totalElements} cursos`);
    await expect(courseCards(page).first().getByRole('heading', { level: 2 })).toHaveText(direct.content[0].title);

    // Change the level, then go back: the previous filters and list come back.
    const basic = await filterCourses(request, { q: 'derecho', level: 'Básico', sort: 'price_desc' });
    await levelSelect(page).selectOption({ label: 'Básico' });
    await expect(page).toHaveURL(/level=B%C3%A1sico/);
    await expect(countLine(page)).toHaveText(`Mostrando ${basic.content.length} de ${basic.totalElements} cursos`);
    await page.goBack();
    await expect(page).toHaveURL(/level=Intermedio/);
    await expect(levelSelect(page)).toHaveValue('Intermedio');
    await expect(searchBox(page)).toHaveValue('derecho');
    await expect(countLine(page)).toHaveText(`Mostrando ${direct.content.length} de ${direct.totalElements} cursos`);
    await page.goForward();
    await expect(levelSelect(page)).toHaveValue('Básico');
  });

  test('no match shows "Sin resultados" and "Limpiar filtros" brings every course back', async ({ page, request }) => {
    const all = await filterCourses(request);
    await page.goto('/cursos?level=Avanzado');
    await searchBox(page).fill('zzqx inexistente');
    await expect(page.getByText('Sin resultados', { exact: true })).toBeVisible();
    await expect(countLine(page)).toHaveCount(0);
    await expect(courseCards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(levelSelect(page)).toHaveValue('');
    await expect(countLine(page)).toHaveText(`Mostrando 12 de ${all.totalElements} cursos`);
  });

  test('level tags are green, amber and red', async ({ page }) => {
    await page.goto('/cursos?sort=price_asc');
    await expect(countLine(page)).toBeVisible();
    const colours: Record<string, string> = {
      Básico: 'rgb(21, 128, 61)',
      Intermedio: 'rgb(245, 179, 1)',
      Avanzado: 'rgb(185, 28, 28)',
    };
    for (const [level, colour] of Object.entries(colours)) {
      await levelSelect(page).selectOption({ label: level });
      const tag = courseCards(page).first().getByText(level, { exact: true });
      await expect(tag).toBeVisible();
      await expect(tag).toHaveCSS('background-color', colour);
    }
  });

  test("a course without its own image shows its specialty's cover art, with a text alternative", async ({ page, request }) => {
    const all = await filterCourses(request);
    const course = all.content.find((c) => !c.image && c.area);
    expect(course, 'a seeded course without image').toBeTruthy();
    await page.goto('/cursos');
    const img = page.getByRole('img', { name: `Imagen del curso ${course!.title}` });
    await expect(img).toHaveAttribute('src', `/api/covers/${slugify(course!.area!)}.svg`);
    // The first card's picture is in view on arrival: loaded at once; the others lazily.
    await expect(img).toHaveAttribute('loading', all.content.indexOf(course!) === 0 ? 'eager' : 'lazy');
    // It really draws: the browser decoded it at its 640 × 360 size.
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(640);
    const svg = await request.get(`/api/covers/${slugify(course!.area!)}.svg`);
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(await svg.text()).toContain(`Portada: ${course!.area}`);
  });

  test('a card links to /curso/{id}-{slug} and opens the course', async ({ page, request }) => {
    const first = (await filterCourses(request)).content[0];
    const href = `/curso/${first.id}-${first.slug || slugify(first.title)}`;
    await page.goto('/cursos');
    const link = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: first.title, exact: true }) });
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('skeleton cards while loading; a failed load shows "Ocurrió un error: …" and "Reintentar" loads again', async ({
    page,
    request,
  }) => {
    const all = await filterCourses(request);
    const held = await holdRequests(page, '**/api/courses/filter?**');
    await openInApp(page, '/cursos');
    await expect(page.getByRole('main').getByRole('list').first()).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('course-skeleton').first()).toBeVisible();
    await expect(countLine(page)).toHaveCount(0);
    held.release();
    await expect(countLine(page)).toHaveText(`Mostrando 12 de ${all.totalElements} cursos`);
    await page.unrouteAll();

    // The server fails twice (the client retries a 5xx once by itself): its Spanish message is
    // shown; 'Reintentar' loads the list.
    let failures = 0;
    await page.route('**/api/courses/filter?**', async (route) => {
      if (failures < 2) {
        failures += 1;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Servicio no disponible por mantenimiento.' }),
        });
      } else {
        await route.continue();
      }
    });
    await levelSelect(page).selectOption({ label: 'Intermedio' });
    await expect(page.getByText('Ocurrió un error: Servicio no disponible por mantenimiento.')).toBeVisible();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    const intermediate = await filterCourses(request, { level: 'Intermedio' });
    await expect(countLine(page)).toHaveText(`Mostrando ${intermediate.content.length} de ${intermediate.totalElements} cursos`);
    await expect(page.getByText(/^Ocurrió un error/)).toHaveCount(0);
  });
});
