import { expect, test } from '../src/test';
import { bearer, limaDay } from '../src/aula';
import { useSession } from '../src/session';
import { ownTeacherWithCourses, toast } from '../src/teacher';

/** The course lists of the teacher's forms: one page of the teacher's courses, the rest found by searching the server. */

test.describe('teacher: course picker', () => {
  test('a teacher with 55 courses schedules a class for one beyond the first 50, found by its code', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = `Selector ${Date.now().toString(36)}`;
    // Listed by title: «… 01» to «… 50» fill the first page, «… 55» is not on it.
    const { teacher, courses } = await ownTeacherWithCourses(request, 55, (i) => `${tag} ${String(i + 1).padStart(2, '0')}`);
    const target = courses[54];
    const topic = `Clase del curso 55 ${Date.now()}`;

    await useSession(page, teacher.token, teacher.user);
    await page.goto('/prof/clases');
    await page.getByRole('button', { name: '+ Programar clase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Programar clase' });
    const list = dialog.getByLabel(/^Curso/);
    const search = dialog.getByLabel('Buscar curso');
    const many = 'Se muestran 50 de 55 cursos: escribe parte del código o del nombre para encontrar el resto.';
    await expect(list).toHaveAccessibleDescription(many);
    await expect(list.locator('option')).toHaveCount(51);
    await expect(list.locator(`option[value="${target.id}"]`)).toHaveCount(0);

    await search.fill('qx90210');
    await expect(list).toHaveAccessibleDescription('Ningún curso coincide con «qx90210».');
    await expect(list.locator('option')).toHaveCount(1);

    await search.fill(target.code);
    await expect(list.locator('option')).toHaveText(['Selecciona un curso', `${target.code} — ${target.title}`]);
    await expect(list).not.toHaveAttribute('aria-describedby');
    await list.selectOption(String(target.id));
    // Clearing the search lists the first page again, and the chosen course with it.
    await search.fill('');
    await expect(list).toHaveAccessibleDescription(many);
    await expect(list.locator('option')).toHaveCount(52);
    await expect(list).toHaveValue(String(target.id));

    await dialog.getByLabel(/^Enlace de la clase/).fill('https://meet.example.com/e2e-selector');
    await dialog.getByLabel(/^Fecha/).fill(limaDay(3));
    await dialog.getByLabel(/^Hora de inicio/).fill('19:00');
    await dialog.getByLabel(/^Hora de fin/).fill('21:00');
    await dialog.getByLabel('Tema').fill(topic);
    await dialog.getByRole('button', { name: 'Programar clase' }).click();
    await expect(toast(page, 'Clase programada ✅')).toBeVisible();

    const sessions = await (await request.get('/api/teacher/sessions', { headers: bearer(teacher.token) })).json();
    expect(sessions.find((s: { topic: string }) => s.topic === topic)).toMatchObject({ courseId: target.id, courseCode: target.code });
  });
});
