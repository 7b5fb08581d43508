import { sandboxToken } from '@inpro/shared-contracts';
import { expect, test } from '../src/test';
import { bearer, createEvaluation, createUnit, limaDay, staffTokens } from '../src/aula';
import { signInAs, useSession } from '../src/session';
import { courseForSale, registerStudent, uniqueWord } from '../src/publicSite';
import { openAsTeacher, teacherWithCourse } from '../src/teacher';

/** Small fixes, each checked where a person meets it. */

test.describe('small ones', () => {
  test('singular counts and S/ kept with its amount in the catalogue, on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const word = uniqueWord();
    const course = await courseForSale(request, { title: `Curso singular ${word}`, price: 1450 });
    const student = await registerStudent(request, 'singular');
    const bought = await request.post('/api/orders', {
      headers: { ...bearer(student.token), 'Idempotency-Key': `e2e-${uniqueWord()}` },
      data: { courseId: course.id, plan: 'FULL', method: 'CARD', cardToken: sandboxToken('4111 1111 1111 1111') },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    await page.goto(`/cursos?q=${encodeURIComponent(word)}`);
    await expect(page.getByText('Mostrando 1 de 1 curso', { exact: true })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: course.title }).first();
    await expect(card.getByText('1 estudiante', { exact: true })).toBeVisible();
    // "S/" and the amount are joined by a no-break space: they never wrap apart.
    const price = card.getByText(/^S\/\s1,450\.00$/);
    await expect(price).toBeVisible();
    expect(await price.evaluate((el) => el.textContent)).toBe('S/\u00a01,450.00');
  });

  test("a quiz named 'Quiz: …' is not offered as 'Quiz: Quiz: …'", async ({ page, request }) => {
    const { staff, course } = await teacherWithCourse(request);
    await createUnit(request, staff.teacher, course.id, 'Unidad con quiz');
    await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Quiz',
      title: 'Quiz: fundamentos',
      dueAt: limaDay(7),
      questions: [{ text: '¿Qué es el arbitraje?', options: ['Un medio de solución de conflictos', 'Un tributo'], answer: 0 }],
    });
    await openAsTeacher(page, request, `/prof/cursos/${course.id}/gestionar`);
    const unit = page.getByRole('article', { name: 'Unidad con quiz' });
    await unit.getByLabel('Tipo').selectOption('exam');
    const linked = unit.getByLabel('Evaluación vinculada');
    await expect(linked.locator('option', { hasText: 'Quiz: fundamentos' })).toHaveCount(1);
    await expect(linked).not.toContainText('Quiz: Quiz:');
  });

  test("a new account that just signed in is not 'Último ingreso: Nunca'", async ({ page, request }) => {
    const student = await registerStudent(request, 'ultimoingreso');
    await signInAs(page, request, 'superadmin');
    await page.goto('/superadmin/usuarios');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(student.email);
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Nunca');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  });

  test("the administrator's course cards show the specialty's cover like the catalogue, not 'Sin imagen'", async ({ page, request }) => {
    const staff = await staffTokens(request);
    const title = `Curso sin imagen ${uniqueWord()}`;
    const created = await request.post('/api/courses', {
      headers: bearer(staff.admin),
      data: { title, code: `SI-${uniqueWord().toUpperCase()}`, teacherId: staff.teacherId, area: 'Arbitraje', published: false },
    });
    expect(created.status(), await created.text()).toBe(201);
    await signInAs(page, request, 'admin');
    await page.goto('/admin/cursos');
    // The list is paged by the server: the course is found by its title, as in a long list.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(title);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card).not.toContainText('Sin imagen');
    await expect(card.locator('img')).toHaveAttribute('src', /\/covers\/arbitraje\.svg$/);
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("the navbar search finds the institute's pages: 'arbitraje' leads to the Corte de Arbitraje", async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search').getByRole('searchbox');
    await search.fill('arbitraje');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/buscar\?q=arbitraje$/);
    const pages = page.getByRole('region', { name: 'Páginas del instituto' });
    await pages.getByRole('link', { name: 'Corte de Arbitraje y Conciliación' }).click();
    await expect(page).toHaveURL(/\/arbitraje$/);
  });

  test("a table's last row draws no partial line under its first cell: the frame closes it", async ({ page, request }) => {
    const student = await registerStudent(request, 'ultimafila');
    const course = await courseForSale(request, { price: 300 });
    const bought = await request.post('/api/orders', {
      headers: { ...bearer(student.token), 'Idempotency-Key': `e2e-${uniqueWord()}` },
      data: { courseId: course.id, plan: 'FULL', method: 'CARD', cardToken: sandboxToken('4111 1111 1111 1111') },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    await useSession(page, student.token, student.user);
    await page.goto('/aula/pagos');
    const last = page.getByRole('table', { name: 'Historial de pagos' }).locator('tbody tr').last();
    await expect(last).toBeVisible();
    const widths = await last.locator('th, td').evaluateAll((cells) => cells.map((c) => getComputedStyle(c).borderBottomWidth));
    expect(widths.length).toBeGreaterThan(1);
    expect(new Set(widths)).toEqual(new Set(['0px']));
  });
});
