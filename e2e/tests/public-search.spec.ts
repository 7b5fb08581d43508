import { expect, test, type Page } from '../src/test';
import { holdRequests } from '../src/gate';
import { courseCards, filterCourses, openInApp } from '../src/publicSite';

/** /buscar?q=: the navbar search over the published courses (24 a page, most popular first). */

const foundLine = (page: Page) => page.getByText(/^(1 curso encontrado|\d+ cursos encontrados)/);

test.describe('public search /buscar', () => {
  test('the navbar search opens /buscar?q= with the matching courses', async ({ page, request }) => {
    const expected = await filterCourses(request, { q: 'penal', size: 24 });
    expect(expected.totalElements).toBeGreaterThan(1);
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox').fill('penal');
    await page.getByRole('banner').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/buscar?q=penal');
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “penal”' })).toBeVisible();
    await expect(foundLine(page)).toHaveText(`${expected.totalElements} cursos encontrados`);
    await expect(courseCards(page).getByRole('heading', { level: 2 })).toHaveText(expected.content.map((c) => c.title));
  });

  test('"Buscando…" while the server answers', async ({ page }) => {
    const held = await holdRequests(page, '**/api/courses/filter?**');
    await openInApp(page, '/buscar?q=contratos');
    await expect(page.getByText('Buscando…')).toBeVisible();
    held.release();
    await expect(foundLine(page)).toBeVisible();
    await expect(page.getByText('Buscando…')).toHaveCount(0);
  });

  for (const url of ['/buscar', '/buscar?q=%20%20']) {
    test(`${url} asks to type something`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByText('Escribe algo en la búsqueda para comenzar.')).toBeVisible();
      await expect(courseCards(page)).toHaveCount(0);
    });
  }

  test('no match: "No encontramos resultados. Intenta con otra palabra."', async ({ page }) => {
    await page.goto('/buscar?q=zzqx-inexistente');
    await expect(page.getByText('No encontramos resultados. Intenta con otra palabra.')).toBeVisible();
    await expect(courseCards(page)).toHaveCount(0);
  });

  test('the search ignores accents and case', async ({ page }) => {
    await page.goto('/buscar?q=LITIGACION');
    await expect(page.getByRole('heading', { level: 2, name: 'Litigación Oral en el Proceso Penal Acusatorio' })).toBeVisible();
    await page.goto('/buscar?q=arbitro');
    await expect(page.getByRole('heading', { level: 2, name: 'Formación y Acreditación de Árbitros' })).toBeVisible();
    await page.goto(`/buscar?q=${encodeURIComponent('constitución')}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Introducción al Derecho Constitucional Peruano' })).toBeVisible();
  });

  test('the search finds near words: conciliacion → Conciliadores, arbitraje → Árbitros', async ({ page }) => {
    await page.goto('/buscar?q=conciliacion');
    await expect(page.getByRole('heading', { level: 2, name: 'Curso de Formación de Conciliadores Extrajudiciales' })).toBeVisible();
    await page.goto('/buscar?q=arbitraje');
    await expect(page.getByRole('heading', { level: 2, name: 'Formación y Acreditación de Árbitros' })).toBeVisible();
  });

  test('more than 24 matches: the 24 most popular and a link to all of them in the catalogue', async ({ page, request }) => {
    const expected = await filterCourses(request, { q: 'de', size: 24 });
    expect(expected.totalElements).toBeGreaterThan(24);
    await page.goto('/buscar?q=de');
    await expect(foundLine(page)).toHaveText(`${expected.totalElements} cursos encontrados (se muestran los 24 más populares)`);
    await expect(courseCards(page)).toHaveCount(24);
    // Followed with the keyboard: the cards above it are laid out only once near the view (content-visibility),
    // so a click right after scrolling to the link could land where it was a frame before.
    await page.getByRole('link', { name: `Ver los ${expected.totalElements} resultados en el catálogo` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cursos?q=de');
    // Tests running beside this one may publish courses that match «de» meanwhile: at least as many.
    const shown = page.getByText(/^Mostrando 12 de \d+ cursos$/);
    await expect(shown).toBeVisible();
    expect(Number((await shown.textContent())?.match(/de (\d+) cursos/)?.[1])).toBeGreaterThanOrEqual(expected.totalElements);
  });
});
