import { expect, test } from '../src/test';
import { bearer, enrol } from '../src/aula';
import { useSession } from '../src/session';
import { registerStudent } from '../src/publicSite';
import { ownTeacherWithCourse, pageAs, toast } from '../src/teacher';

/** /prof/evaluaciones: an evaluation created in the browser, a student's submission graded, the grade in /aula/notas. */

test.describe('teacher: evaluations', () => {
  test('creates an evaluation, grades a submission 0–20 with decimals and the student sees the grade', async ({
    page,
    request,
    browser,
  }) => {
    const { course, staff, teacher } = await ownTeacherWithCourse(request);
    const student = await registerStudent(request, 'eval');
    await enrol(request, staff.admin, course.id, Number(student.user.id));
    const title = `Informe de jurisprudencia ${Date.now()}`;

    await useSession(page, teacher.token, teacher.user);
    await page.goto('/prof/evaluaciones');
    const form = page.getByRole('form', { name: 'Nueva evaluación' });
    await form.getByRole('button', { name: 'Crear evaluación' }).click();
    await expect(form.getByText('Escribe un título para la evaluación.')).toBeVisible();
    await form.getByLabel(/^Curso/).selectOption(String(course.id));
    await form.getByLabel('Tipo').selectOption('Tarea');
    await form.getByLabel(/^Título/).fill(title);
    await form.getByLabel(/^Fecha de entrega/).fill('2030-12-10T23:00');
    await form.getByLabel('Instrucciones').fill('Comenta una sentencia del Tribunal Constitucional.');
    await form.getByRole('button', { name: 'Crear evaluación' }).click();
    await expect(toast(page, 'Evaluación creada ✅')).toBeVisible();
    const row = page.getByRole('table', { name: 'Mis evaluaciones' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('0/1');

    // The student submits (the classroom's API); the teacher grades it.
    const evaluations = await (
      await request.get(`/api/student/courses/${course.id}/evaluations`, { headers: bearer(student.token) })
    ).json();
    const evaluation = evaluations.find((e: { title: string }) => e.title === title);
    expect(evaluation).toBeTruthy();
    const sent = await request.post(`/api/student/evaluations/${evaluation.id}/submission`, {
      headers: bearer(student.token),
      data: { text: 'La sentencia del caso Lagomarsino desarrolla el derecho al debido proceso.' },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);

    await page.reload();
    await row.getByRole('button', { name: `Ver entregas de ${title}` }).click();
    await expect(page).toHaveURL(/evaluacion=\d+/);
    const submissions = page.getByRole('table', { name: 'Entregas' });
    const mine = submissions.getByRole('row').filter({ hasText: student.fullName });
    await expect(mine).toContainText('Pendiente');
    await mine.getByRole('button', { name: /^Calificar la entrega de / }).click();
    const dialog = page.getByRole('dialog', { name: `${title} — ${student.fullName}` });
    await expect(dialog.getByText('La sentencia del caso Lagomarsino desarrolla el derecho al debido proceso.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pasar a En revisión' }).click();
    await expect(toast(page, 'La entrega pasó a En revisión.')).toBeVisible();
    await expect(mine).toContainText('En revisión');
    await dialog.getByLabel(/^Nota \(0 a 20\)/).fill('25');
    await dialog.getByRole('button', { name: 'Guardar calificación' }).click();
    await expect(dialog.getByText('La nota debe estar entre 0 y 20 (hasta dos decimales).')).toBeVisible();
    await dialog.getByLabel(/^Nota \(0 a 20\)/).fill('15.75');
    await dialog.getByLabel('Retroalimentación').fill('Buen análisis; cita la sentencia completa.');
    await dialog.getByRole('button', { name: 'Guardar calificación' }).click();
    await expect(toast(page, 'Calificación guardada ✅')).toBeVisible();
    await expect(mine).toContainText('Calificado');
    await expect(mine).toContainText('15.75');

    // The student sees the grade at once.
    const grades = await (await request.get('/api/student/grades', { headers: bearer(student.token) })).json();
    expect(grades.items.find((g: { evaluationTitle: string }) => g.evaluationTitle === title)).toMatchObject({
      score: 15.75,
      feedback: 'Buen análisis; cita la sentencia completa.',
    });
    const { page: studentPage, close } = await pageAs(browser, student.token, student.user);
    await studentPage.goto('/aula/notas');
    const gradeRow = studentPage.getByRole('row').filter({ hasText: title });
    await expect(gradeRow).toContainText('15.75');
    await close();
  });

  test('a quiz is stored with its questions, options and right answer', async ({ page, request }) => {
    const { course, teacher } = await ownTeacherWithCourse(request);
    const title = `Quiz de hábeas corpus ${Date.now()}`;
    await useSession(page, teacher.token, teacher.user);
    await page.goto('/prof/evaluaciones');
    const form = page.getByRole('form', { name: 'Nueva evaluación' });
    await form.getByLabel(/^Curso/).selectOption(String(course.id));
    await form.getByLabel('Tipo').selectOption('Quiz');
    await form.getByLabel(/^Título/).fill(title);
    await form.getByLabel(/^Fecha de entrega/).fill('2030-12-10T23:00');
    await form.getByLabel('Pregunta 1').fill('¿Qué protege el hábeas corpus?');
    await form.getByLabel('Opción 1', { exact: true }).fill('La libertad individual');
    await form.getByLabel('Opción 2', { exact: true }).fill('La propiedad');
    await form.getByRole('radio', { name: 'Opción 1 es la correcta' }).check();
    await form.getByRole('button', { name: 'Crear evaluación' }).click();
    await expect(toast(page, 'Evaluación creada ✅')).toBeVisible();
    const list = await (
      await request.get('/api/teacher/evaluations', { headers: bearer(teacher.token), params: { courseId: course.id } })
    ).json();
    expect(list.find((e: { title: string }) => e.title === title)).toMatchObject({
      type: 'Quiz',
      questions: [{ text: '¿Qué protege el hábeas corpus?', options: ['La libertad individual', 'La propiedad'], answer: 0 }],
    });
  });
});
