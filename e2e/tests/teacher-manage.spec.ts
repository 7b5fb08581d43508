import { expect, test } from '../src/test';
import { bearer } from '../src/aula';
import { newTeacher, openAsTeacher, pageAs, teacherWithCourse, toast } from '../src/teacher';

/** /prof/cursos and the manage-course screen, as the demo teacher, on a course made for each test. */

test.describe('teacher: courses and manage course', () => {
  test('the course list searches on the server and links to both manage routes and the student view', async ({ page, request }) => {
    const { course } = await teacherWithCourse(request);
    await openAsTeacher(page, request, '/prof/cursos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Cursos' })).toBeVisible();
    await page.getByLabel('Buscar curso').fill(course.title);
    const card = page.getByTestId('teacher-course-card').filter({ hasText: course.title });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('teacher-course-card')).toHaveCount(1);
    await expect(card.getByRole('link', { name: `Vista alumno: ${course.title}` })).toHaveAttribute(
      'href',
      `/aula/materiales/${course.id}`,
    );
    await card.getByRole('link', { name: `Gestionar: ${course.title}` }).click();
    await expect(page).toHaveURL(`/prof/curso/${course.id}/gestionar`);
    await expect(page.getByRole('heading', { level: 1, name: `Gestionar: ${course.title}` })).toBeVisible();
    await page.goto(`/prof/cursos/${course.id}/gestionar`);
    await expect(page.getByRole('heading', { level: 1, name: `Gestionar: ${course.title}` })).toBeVisible();
    await expect(page.getByText('Aún no hay unidades. Crea la primera.')).toBeVisible();
    await page.getByRole('link', { name: 'Vista alumno' }).click();
    await expect(page).toHaveURL(`/aula/materiales/${course.id}`);
  });

  test('adds and deletes a unit and a resource, with the toasts', async ({ page, request }) => {
    const { course, staff } = await teacherWithCourse(request);
    await openAsTeacher(page, request, `/prof/cursos/${course.id}/gestionar`);
    await expect(page.getByRole('heading', { level: 1, name: `Gestionar: ${course.title}` })).toBeVisible();

    const add = page.getByRole('button', { name: '+ Añadir Unidad' });
    await expect(add).toBeDisabled();
    await page.getByLabel('Título de la unidad').fill('Unidad 1: Fundamentos');
    await page.getByLabel('Descripción (opcional)').fill('Conceptos básicos');
    await add.click();
    await expect(toast(page, 'Unidad añadida ✅')).toBeVisible();
    // Toasts last 2200 ms.
    await expect(toast(page, 'Unidad añadida ✅')).toBeHidden({ timeout: 5000 });
    const unit = page.getByRole('article', { name: 'Unidad 1: Fundamentos' });
    await expect(unit.getByText('Esta unidad aún no tiene recursos.')).toBeVisible();

    // A link resource: the button waits for a title and a URL.
    await unit.getByLabel('Tipo').selectOption('link');
    const addResource = unit.getByRole('button', { name: '+ Añadir' });
    await unit.getByLabel('Título del recurso').fill('Constitución Política');
    await expect(addResource).toBeDisabled();
    await unit.getByLabel('URL').fill('https://www.gob.pe/constitucion');
    await addResource.click();
    await expect(toast(page, 'Recurso añadido ✅')).toBeVisible();
    const link = unit.getByTestId('resource-row').filter({ hasText: 'Constitución Política' });
    await expect(link).toContainText('Enlace');
    await expect(link.getByRole('link', { name: 'abrir Constitución Política' })).toHaveAttribute(
      'href',
      'https://www.gob.pe/constitucion',
    );

    // A file wins over the URL; the server checks the content.
    await unit.getByLabel('Tipo').selectOption('pdf');
    await unit.getByLabel('Título del recurso').fill('Sílabo');
    await unit.getByLabel('Archivo (opcional)').setInputFiles({
      name: 'silabo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await addResource.click();
    await expect(toast(page, 'Recurso añadido ✅')).toBeVisible();
    const pdf = unit.getByTestId('resource-row').filter({ hasText: 'Sílabo' });
    await expect(pdf).toContainText('PDF');
    const units = await (await request.get(`/api/materials/courses/${course.id}/units`, { headers: bearer(staff.teacher) })).json();
    const resources = await (await request.get(`/api/materials/units/${units[0].id}/resources`, { headers: bearer(staff.teacher) })).json();
    expect(resources.map((r: { name: string; type: string; fileName: string | null }) => [r.name, r.type, !!r.fileName])).toEqual([
      ['Constitución Política', 'link', false],
      ['Sílabo', 'pdf', true],
    ]);

    await link.getByRole('button', { name: 'Eliminar recurso Constitución Política' }).click();
    await page.getByRole('alertdialog', { name: '¿Eliminar recurso?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Recurso eliminado 🗑️')).toBeVisible();
    await expect(link).toHaveCount(0);

    await unit.getByRole('button', { name: 'Eliminar unidad Unidad 1: Fundamentos' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar unidad y sus recursos?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Unidad eliminada 🗑️')).toBeVisible();
    await expect(page.getByText('Aún no hay unidades. Crea la primera.')).toBeVisible();
  });

  test("another teacher's course is refused in Spanish, with no editor (403 from the API)", async ({ page, request, browser }) => {
    const { staff } = await teacherWithCourse(request);
    const other = await newTeacher(request, staff.admin, 'Otro Docente E2E');
    const res = await request.post('/api/courses', {
      headers: bearer(staff.admin),
      data: { title: `Curso ajeno ${Date.now()}`, code: `AJENO-${Date.now()}`, teacherId: other.id, published: true },
    });
    const foreign = await res.json();
    const api = await request.get(`/api/materials/courses/${foreign.id}/units`, { headers: bearer(staff.teacher) });
    expect(api.status()).toBe(403);

    await openAsTeacher(page, request, `/prof/cursos/${foreign.id}/gestionar`);
    await expect(page.getByRole('heading', { level: 1, name: 'No puedes gestionar este curso' })).toBeVisible();
    await expect(page.getByText('Solo puedes gestionar los materiales de los cursos que dictas.')).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Añadir Unidad' })).toHaveCount(0);

    // The other teacher does manage it.
    const { page: page2, close } = await pageAs(browser, other.token, other.user);
    await page2.goto(`/prof/curso/${foreign.id}/gestionar`);
    await expect(page2.getByRole('heading', { level: 1, name: `Gestionar: ${foreign.title}` })).toBeVisible();
    await close();
  });
});
