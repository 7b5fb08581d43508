import { expect, test } from '../src/test';
import { bearer } from '../src/aula';
import { useSession } from '../src/session';
import { courseForSale, pageToken, registerStudent, soles } from '../src/publicSite';

/** /checkout and /gracias: sign in first, pay by card (sandbox test cards) or voucher, enrolment only after payment. */

test.describe('public checkout', () => {
  test('a new student signs in from the checkout, pays with the approve card and finds the course in /aula', async ({ page, request }) => {
    const student = await registerStudent(request, 'comprador');
    const course = await courseForSale(request);

    await page.goto(`/cursos/${course.id}`);
    await page.getByRole('link', { name: `Inscribirme por ${soles(course.price)}` }).click();
    await expect(page).toHaveURL(`/checkout?courseId=${course.id}`);
    await expect(page.getByRole('complementary', { name: 'Resumen de compra' })).toContainText(course.title);
    await page.getByRole('link', { name: 'Iniciar sesión o registrarme' }).click();
    await expect(page).toHaveURL(/\/aula\/login\?next=/);
    const login = page.getByRole('form', { name: 'Iniciar Sesión' });
    await login.getByRole('textbox', { name: 'Correo electrónico' }).fill(student.email);
    await login.getByLabel('Contraseña').fill(student.password);
    await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(`/checkout?courseId=${course.id}`);

    const pay = page.getByRole('button', { name: `Pagar ${soles(course.price)}` });
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111 1111 1111 1111');
    await pay.click();
    await expect(page).toHaveURL(/\/gracias\?pedido=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
    await expect(page.getByText(/^ORD-\d{6}$/)).toBeVisible();
    await expect(page.getByText(soles(course.price)).first()).toBeVisible();
    await expect(page.getByText('Pagado', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar comprobante' }).click();
    expect((await download).suggestedFilename()).toMatch(/^comprobante-R-\d{4}-\d{6}\.pdf$/);

    const token = await pageToken(page);
    const mine = (await (await request.get('/api/my/courses', { headers: bearer(token!) })).json()) as Array<{ id: number }>;
    expect(mine.map((c) => c.id)).toContain(course.id);
    // Buying it again: said before any payment, with the way to the course.
    await page.goto(`/checkout?courseId=${course.id}`);
    await expect(page.getByRole('heading', { name: 'Ya estás inscrito en este curso.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ir al curso en el Aula Virtual' }).click();
    await expect(page).toHaveURL(`/aula/materiales/${course.id}`);
  });

  test('a signed-in buyer who opens /checkout by its address is never told to sign in: a neutral state, then the form', async ({
    page,
    request,
  }) => {
    const student = await registerStudent(request, 'yaconsesion');
    const course = await courseForSale(request);
    // The server's page cannot know who visits: it asserts nothing about them.
    const html = await (await request.get(`/checkout?courseId=${course.id}`)).text();
    expect(html).toContain(course.title);
    expect(html).toContain('Cargando…');
    expect(html).not.toContain('Inicia sesión para comprar');
    expect(html).not.toContain('Iniciar sesión o registrarme');

    // Whatever the page shows from its first paint on is recorded: the sign-in prompt never appears.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { signInSeen: string[] }).signInSeen = seen;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Inicia sesión para comprar')) seen.push(String(performance.now()));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await useSession(page, student.token, student.user);
    await page.goto(`/checkout?courseId=${course.id}`);
    await expect(page.getByRole('complementary', { name: 'Resumen de compra' })).toContainText(course.title);
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: `Pagar ${soles(course.price)}` }).click();
    await expect(page).toHaveURL(/\/gracias\?pedido=\d+/);
    expect(await page.evaluate(() => (window as unknown as { signInSeen: string[] }).signInSeen)).toEqual([]);
  });

  test('a visitor who has not signed in is asked to once the page knows it', async ({ page, request }) => {
    const course = await courseForSale(request);
    await page.goto(`/checkout?courseId=${course.id}`);
    await page.getByRole('link', { name: 'Iniciar sesión o registrarme' }).click();
    await expect(page).toHaveURL(`/aula/login?next=${encodeURIComponent(`/checkout?courseId=${course.id}`)}`);
  });

  test('the decline card says why and enrols no one', async ({ page, request }) => {
    const student = await registerStudent(request, 'rechazo');
    const course = await courseForSale(request);
    await useSession(page, student.token, student.user);
    await page.goto(`/checkout?courseId=${course.id}`);
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0000 0000 9995');
    await page.getByRole('button', { name: `Pagar ${soles(course.price)}` }).click();
    await expect(page.getByRole('alert')).toHaveText('El pago fue rechazado: Fondos insuficientes.');
    await expect(page).toHaveURL(`/checkout?courseId=${course.id}`);
    const mine = (await (await request.get('/api/my/courses', { headers: bearer(student.token) })).json()) as Array<{ id: number }>;
    expect(mine.map((c) => c.id)).not.toContain(course.id);
  });

  test('an ended course cannot be bought', async ({ page, request }) => {
    const student = await registerStudent(request, 'finalizado');
    const course = await courseForSale(request, { startDate: '2020-01-06', endDate: '2020-02-28' });
    await useSession(page, student.token, student.user);
    await page.goto(`/checkout?courseId=${course.id}`);
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: `Pagar ${soles(course.price)}` }).click();
    await expect(page.getByRole('alert')).toHaveText('Este curso ya no admite inscripciones.');
  });

  for (const url of ['/checkout', '/checkout?courseId=987654']) {
    test(`${url} says "No hay curso para pagar." with a link to the catalogue`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'No hay curso para pagar.' })).toBeVisible();
      await page.getByRole('link', { name: 'Ver cursos disponibles' }).click();
      await expect(page).toHaveURL('/cursos');
    });
  }
});
