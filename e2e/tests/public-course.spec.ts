import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { adminToken, openInApp, soles, type ApiCourse } from '../src/publicSite';

/** Course detail: /curso/{id}-{slug}, /curso/{id} and /cursos/{id}, on the seeded courses. */

interface FullCourse extends ApiCourse {
  slug: string;
  description: string;
  syllabus: string[];
  requirements: string[];
  teachers: Array<{ name: string; bio: string }>;
  schedule: Array<{ topic: string }>;
}

async function seededCourse(request: APIRequestContext): Promise<FullCourse> {
  const list = (await (await request.get('/api/data/cursos.json')).json()) as ApiCourse[];
  const withEverything = list.find((c) => c.type === 'Programa') ?? list[0];
  const res = await request.get(`/api/courses/${withEverything.id}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as FullCourse;
}

const enrolButton = (page: Page) => page.getByRole('link', { name: /^Inscribirme por S\/\s/ });

test.describe('public course detail', () => {
  test('by /curso/{id}-{slug}: title, chips, sections and the enrol price in soles', async ({ page, request }) => {
    const course = await seededCourse(request);
    await page.goto(`/curso/${course.id}-${course.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const chips = page.getByRole('list', { name: 'Datos del curso' });
    await expect(chips).toContainText(course.area as string);
    await expect(chips).toContainText(course.level as string);
    await expect(chips).toContainText(/\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
    await expect(enrolButton(page)).toHaveText(`Inscribirme por ${soles(course.price)}`);
    for (const name of ['Descripción', 'Duración', 'Horario', 'Temario', 'Docentes', 'Requisitos']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(course.syllabus[0], { exact: true }).first()).toBeVisible();
    await expect(page.getByText(course.requirements[0], { exact: true })).toBeVisible();
    await expect(page.getByText(course.teachers[0].name, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/cursos');
  });

  for (const shape of ['/curso/{id}', '/cursos/{id}', '/curso/{id}-un-slug-equivocado']) {
    test(`${shape} shows the course and corrects the URL to /curso/{id}-{slug}`, async ({ page, request }) => {
      const course = await seededCourse(request);
      await page.goto(shape.replace('{id}', String(course.id)));
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
      await expect(page).toHaveURL(`/curso/${course.id}-${course.slug}`);
    });
  }

  test('an unknown id says "No se encontró el curso." with a link back to the catalogue', async ({ page }) => {
    await page.goto('/curso/987654-curso-inexistente');
    await expect(page.getByRole('heading', { name: 'No se encontró el curso.' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al catálogo' }).click();
    await expect(page).toHaveURL('/cursos');
    await expect(page.getByText(/^Mostrando \d+ de \d+ cursos$/)).toBeVisible();
  });

  test('a failed load says "No se pudo cargar el curso." with a link back to the catalogue', async ({ page, request }) => {
    const course = await seededCourse(request);
    await page.route(`**/api/courses/${course.id}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Error interno del servidor.' }) }),
    );
    await openInApp(page, `/curso/${course.id}-${course.slug}`);
    await expect(page.getByRole('heading', { name: 'No se pudo cargar el curso.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/cursos');
  });

  test('a course without data shows the placeholders and the price as S/ 1,234.50; enrolling goes to checkout', async ({
    page,
    request,
  }) => {
    // A published course with no dates, schedule times, topics, syllabus or requirements (created by the admin).
    const token = await adminToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const teachers = (await (
      await request.get('/api/users/search', { params: { q: 'docente@inpro.test' }, headers: auth })
    ).json()) as Array<{ id: number }>;
    const title = `Curso E2E sin datos ${Date.now()}`;
    const created = await request.post('/api/courses', {
      headers: auth,
      data: {
        title,
        code: `E2E-${Date.now()}`,
        teacherId: teachers[0].id,
        published: true,
        price: 1234.5,
        hours: 0,
        schedule: [{ sessionDate: null, startTime: null, endTime: null, topic: '' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const course = (await created.json()) as FullCourse;
    try {
      await page.goto(`/cursos/${course.id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveURL(`/curso/${course.id}-${course.slug}`);
      await expect(enrolButton(page)).toHaveText('Inscribirme por S/ 1,234.50');
      await expect(page.getByText('Fecha por definir').first()).toBeVisible();
      await expect(page.getByText('Tema por definir')).toBeVisible();
      await expect(page.getByText('Sin requisitos previos.')).toBeVisible();
      await expect(page.getByText('Por confirmar').first()).toBeVisible();

      await enrolButton(page).click();
      await expect(page).toHaveURL(`/checkout?courseId=${course.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
      const summary = page.getByRole('complementary', { name: 'Resumen de compra' });
      await expect(summary).toContainText(title);
      await expect(summary).toContainText('S/ 1,234.50');
      // A visitor signs in first (the order is always for an account).
      await expect(page.getByRole('link', { name: 'Iniciar sesión o registrarme' })).toBeVisible();
    } finally {
      await request.delete(`/api/courses/${course.id}`, { headers: auth });
    }
  });
});
