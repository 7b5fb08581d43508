import { expect, test } from '../src/test';
import { useSession } from '../src/session';
import { registerStudent } from '../src/publicSite';
import { bearer, createResource, createUnit, enrolledStudent } from '../src/aula';

/** The student classroom: dashboard → Mis Cursos → materiales → unidad → recurso, with the student's own data. */

test.describe('aula: courses and materials', () => {
  test('a student walks from the dashboard to a resource, and opening it counts toward progress', async ({ page, request, context }) => {
    // A long walk through several screens (and the 3 s / 4 s messages): more than the default minute.
    test.setTimeout(150_000);
    const { staff, student, course } = await enrolledStudent(request, 'materiales');
    const unit = await createUnit(request, staff.teacher, course.id, 'Unidad 1: Teoría del delito', 'Conceptos básicos');
    await createResource(request, staff.teacher, unit.id, {
      name: 'Clase grabada',
      type: 'IFRAME',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await createResource(request, staff.teacher, unit.id, { name: 'Código Penal', type: 'link', url: 'https://www.gob.pe/' });
    await createResource(request, staff.teacher, unit.id, { name: 'Examen de la unidad', type: 'exam' });
    await useSession(page, student.token, student.user);

    await page.goto('/aula');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Bienvenido, ${student.fullName}`)).toBeVisible();
    await expect(page.getByTestId('total-courses')).toHaveText('1');
    const progress = page.getByRole('region', { name: 'Mi progreso' });
    await expect(progress.getByRole('progressbar', { name: course.title })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Dashboard',
      'Mis Cursos',
      'Clases en Vivo',
      'Materiales',
      'Evaluaciones',
      'Notas',
      'Pagos',
      'Mis certificados',
      'Mi calendario',
      'Foros y Mensajes',
      'Mi Perfil',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Materiales' })).toHaveAttribute('href', '/aula/miscursos');
    await sidebar.getByRole('link', { name: 'Mis Cursos' }).click();
    await expect(page).toHaveURL('/aula/miscursos');
    const card = page.getByTestId('my-course-card').filter({ hasText: course.title });
    await expect(card).toContainText('Intermedio');
    await expect(card).toContainText('Derecho Penal');
    await expect(card).toContainText('Docente Demo');
    await page.getByLabel('Buscar').fill('no existe tal curso');
    await expect(page.getByText('Ningún curso coincide con tu búsqueda.')).toBeVisible();
    await page.getByLabel('Buscar').fill('penal');
    await card.getByRole('link', { name: `Materiales: ${course.title}` }).click();

    await expect(page).toHaveURL(`/aula/materiales/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Materiales del curso' })).toBeVisible();
    const row = page.getByRole('row', { name: /Unidad 1: Teoría del delito/ });
    await expect(row).toContainText('Conceptos básicos');
    await expect(row).toContainText('3');
    // The sidebar now remembers the course.
    await expect(sidebar.getByRole('link', { name: 'Materiales' })).toHaveAttribute('href', `/aula/materiales/${course.id}`);
    await row.getByRole('link', { name: 'Ver recursos de Unidad 1: Teoría del delito' }).click();

    await expect(page).toHaveURL(`/aula/materiales/${course.id}/unidad/${unit.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Recursos de la unidad' })).toBeVisible();
    const frame = page.locator('iframe[title="Clase grabada"]');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    const box = await frame.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    await expect(page.getByRole('row', { name: /Examen de la unidad/ })).toContainText('Examen');

    const popup = context.waitForEvent('page');
    await page
      .getByRole('row', { name: /Código Penal/ })
      .getByRole('link', { name: /^Abrir Código Penal/ })
      .click();
    await (await popup).close();

    // Opening counts toward progress (one server rule).
    await expect
      .poll(async () => {
        const res = await request.get(`/api/student/courses/${course.id}/progress`, { headers: bearer(student.token) });
        return res.ok() ? ((await res.json()) as { opened: number }).opened : -1;
      })
      .toBeGreaterThanOrEqual(1);
  });

  test('a student not enrolled in the course gets the Spanish 403 message on screen', async ({ page, request }) => {
    const { course } = await enrolledStudent(request, 'inscrito');
    const outsider = await registerStudent(request, 'ajeno');
    await useSession(page, outsider.token, outsider.user);
    await page.goto(`/aula/materiales/${course.id}`);
    await expect(page.getByRole('alert')).toContainText('No estás inscrito en este curso.');
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/aula/materiales/abc');
    await expect(page.getByRole('alert')).toContainText('Falta o es inválido el ID del curso en la ruta. Ve al listado y vuelve a entrar.');
  });

  test('a student with no courses sees the empty states', async ({ page, request }) => {
    const student = await registerStudent(request, 'sincursos');
    await useSession(page, student.token, student.user);
    await page.goto('/aula');
    await expect(page.getByText('Aún no estás matriculado en cursos.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Menú de Aula Virtual' }).getByRole('link', { name: 'Mis Cursos' }).click();
    await expect(page.getByText('Aún no estás inscrito en ningún curso.')).toBeVisible();
    await page.goto('/aula');
    await page.getByRole('link', { name: 'Ver cursos disponibles' }).click();
    await expect(page).toHaveURL('/cursos');
  });
});
