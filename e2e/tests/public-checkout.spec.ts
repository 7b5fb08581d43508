import { expect, test, type Page } from '@playwright/test';
import { useSession } from '../src/session';
import { pageToken, publishedCourses, registerStudent, soles } from '../src/publicSite';

/** /checkout and /gracias: a real order through the API (sandbox provider) that enrols the buyer's account. */

const buyerForm = (page: Page) => page.getByRole('form', { name: 'Datos del comprador' });

test.describe('public checkout', () => {
  test('a new student buys a course: validation first, then /gracias, then the course is in their courses', async ({ page, request }) => {
    const student = await registerStudent(request, 'comprador');
    const before = (await (
      await request.get('/api/my/courses', { headers: { Authorization: `Bearer ${student.token}` } })
    ).json()) as unknown[];
    expect(before).toEqual([]);
    const course = (await publishedCourses(request))[3];

    // From the course page to the checkout, as a visitor.
    await page.goto(`/cursos/${course.id}`);
    await page.getByRole('link', { name: `Inscribirme por ${soles(course.price)}` }).click();
    await expect(page).toHaveURL(`/checkout?courseId=${course.id}`);
    const summary = page.getByRole('complementary', { name: 'Resumen de compra' });
    await expect(summary).toContainText(course.title);
    await expect(summary).toContainText(course.area as string);
    await expect(summary).toContainText(course.level as string);
    await expect(summary).toContainText(soles(course.price));

    const form = buyerForm(page);
    const name = form.getByRole('textbox', { name: 'Nombre completo' });
    const email = form.getByRole('textbox', { name: 'Correo electrónico' });
    const pay = form.getByRole('button', { name: `Pagar ${soles(course.price)}` });
    await pay.click();
    await expect(form.getByText('Nombre es requerido.')).toBeVisible();
    await expect(form.getByText('Email es requerido.')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill(student.fullName);
    await email.fill('correo-sin-arroba');
    await pay.click();
    await expect(form.getByText('Email inválido.')).toBeVisible();
    await expect(form.getByText('Nombre es requerido.')).toHaveCount(0);
    await expect(page).toHaveURL(`/checkout?courseId=${course.id}`);

    await email.fill(student.email);
    await pay.click();
    await expect(page).toHaveURL('/gracias');
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeVisible();
    await expect(page.getByText(course.title)).toBeVisible();
    await expect(page.getByText(`Total pagado: ${soles(course.price)}`)).toBeVisible();
    await expect(page.getByText(student.email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al Aula Virtual' })).toHaveAttribute('href', '/aula/login');
    await expect(page.getByRole('link', { name: 'Ver más cursos' })).toHaveAttribute('href', '/cursos');

    // The buyer signs in and has the course.
    await page.getByRole('link', { name: 'Ir al Aula Virtual' }).click();
    await expect(page).toHaveURL('/aula/login');
    const login = page.getByRole('form', { name: 'Iniciar Sesión' });
    await login.getByRole('textbox', { name: 'Correo electrónico' }).fill(student.email);
    await login.getByLabel('Contraseña').fill(student.password);
    await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/aula');
    const token = await pageToken(page);
    expect(token).toBeTruthy();
    const mine = await request.get('/api/my/courses', { headers: { Authorization: `Bearer ${token}` } });
    expect(mine.ok()).toBeTruthy();
    const courses = (await mine.json()) as Array<{ id: number; title: string }>;
    expect(courses.map((c) => c.id)).toEqual([course.id]);
    expect(courses[0].title).toBe(course.title);
  });

  test("a signed-in student's name and e-mail are filled in", async ({ page, request }) => {
    const student = await registerStudent(request, 'prellenado');
    await useSession(page, student.token, student.user);
    const course = (await publishedCourses(request))[0];
    await page.goto(`/checkout?courseId=${course.id}`);
    const form = buyerForm(page);
    await expect(form.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue(student.fullName);
    await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(student.email);
    await expect(page.getByRole('complementary', { name: 'Resumen de compra' })).toContainText(course.title);
  });

  for (const url of ['/checkout', '/checkout?courseId=987654']) {
    test(`${url} says "No hay curso para pagar." with a link to the catalogue`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'No hay curso para pagar.' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Datos del comprador' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Ver cursos disponibles' }).click();
      await expect(page).toHaveURL('/cursos');
    });
  }
});
