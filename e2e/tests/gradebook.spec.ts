import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../src/test';
import { seriousViolations } from '../src/a11y';
import { bearer, createCourse, createEvaluation, createResource, createUnit, enrol } from '../src/aula';
import { registerStudent } from '../src/publicSite';
import { openAsTeacher, pageAs, teacherWithCourse, toast } from '../src/teacher';

/** The gradebook of a course as its teacher builds it and its student reads it; completion and «Mi progreso». */

async function submitAndGrade(request: APIRequestContext, teacherToken: string, studentToken: string, evaluationId: number, score: number) {
  const sent = await request.post(`/api/student/evaluations/${evaluationId}/submission`, {
    headers: bearer(studentToken),
    data: { text: 'Mi respuesta desarrollada.' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const submissionId = ((await sent.json()) as { submission: { id: number } }).submission.id;
  const graded = await request.post(`/api/teacher/submissions/${submissionId}/grade`, {
    headers: bearer(teacherToken),
    data: { score, feedback: 'Bien.' },
  });
  expect(graded.status(), await graded.text()).toBeLessThan(300);
}

test.describe('gradebook and completion', () => {
  test('the teacher weighs categories, grades a manual item, overrides with a reason and exports; the student reads the breakdown', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { course, staff } = await teacherWithCourse(request);
    const student = await registerStudent(request, 'libro');
    await enrol(request, staff.admin, course.id, Number(student.user.id));
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const exam = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Examen',
      title: 'Examen parcial',
      dueAt: due,
    });
    const task = await createEvaluation(request, staff.teacher, { courseId: course.id, type: 'Tarea', title: 'Informe', dueAt: due });
    await submitAndGrade(request, staff.teacher, student.token, exam.id, 12);
    await submitAndGrade(request, staff.teacher, student.token, task.id, 16);

    await openAsTeacher(page, request, `/prof/cursos/${course.id}/calificaciones`);
    await expect(page.getByRole('heading', { level: 1, name: `Calificaciones: ${course.title}` })).toBeVisible();
    const row = page.getByTestId(`gb-row-${student.user.id}`);
    // Without categories: (12 + 16) / 2 = 14.
    await expect(row.getByTestId('gb-final')).toHaveText('14');

    const categories = page.getByRole('region', { name: 'Categorías y pesos' });
    for (const [name, weight] of [
      ['Exámenes', '60'],
      ['Tareas', '30'],
      ['Participación', '10'],
    ]) {
      await categories.getByLabel('Nombre de la categoría').fill(name);
      await categories.getByLabel('Peso (%)').fill(weight);
      await categories.getByRole('button', { name: 'Agregar categoría' }).click();
      await expect(categories.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    }
    await expect(page.getByTestId('gb-weights-total')).toHaveText('Los pesos suman 100 %.');
    await categories.getByLabel('Nombre de la categoría').fill('Extra');
    await categories.getByLabel('Peso (%)').fill('5');
    await categories.getByRole('button', { name: 'Agregar categoría' }).click();
    await expect(categories.getByRole('alert')).toHaveText('Los pesos de las categorías no pueden sumar más de 100 %.');

    const columns = page.getByRole('region', { name: 'Evaluaciones e ítems' });
    await columns.getByLabel('Categoría de Examen parcial (Examen)').selectOption({ label: 'Exámenes (60 %)' });
    await expect(columns.getByLabel('Categoría de Examen parcial (Examen)')).toBeEnabled();
    await columns.getByLabel('Categoría de Informe (Tarea)').selectOption({ label: 'Tareas (30 %)' });
    await expect(columns.getByLabel('Categoría de Informe (Tarea)')).toBeEnabled();
    await columns.getByLabel('Nombre del ítem manual').fill('Participación oral');
    await columns.getByLabel('Categoría del ítem').selectOption({ label: 'Participación (10 %)' });
    await columns.getByRole('button', { name: 'Agregar ítem' }).click();
    await expect(toast(page, 'Ítem agregado.')).toBeVisible();

    const score = page.getByLabel(`Nota de ${student.fullName} en Participación oral`);
    await score.fill('17');
    await score.press('Enter');
    // 12·60 % + 16·30 % + 17·10 % = 13.70 → 14; then the teacher lowers nothing but overrides to 15.
    await expect(row).toContainText('13.70');
    await expect(row.getByTestId('gb-final')).toHaveText('14');

    const override = page.getByRole('region', { name: 'Ajustar nota final' });
    await override.getByLabel('Estudiante').selectOption({ label: student.fullName });
    await override.getByLabel('Nota final (0 a 20)').fill('15');
    await override.getByLabel('Motivo del ajuste').fill('corto');
    await override.getByRole('button', { name: 'Guardar ajuste' }).click();
    await expect(override.getByRole('alert')).toHaveText('Escribe el motivo del ajuste (al menos 10 caracteres).');
    await override.getByLabel('Motivo del ajuste').fill('Exposición final sobresaliente');
    await override.getByRole('button', { name: 'Guardar ajuste' }).click();
    await expect(toast(page, 'Nota final ajustada.')).toBeVisible();
    await expect(row.getByTestId('gb-final')).toContainText('15 (ajustada; calculada 14)');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^calificaciones-.+\.csv$/);
    const text = await readFile((await csv.path()) as string, 'utf8');
    expect(text).toContain('Examen parcial (Exámenes)');
    expect(text).toContain(`${student.fullName},${student.email}`);
    expect(text).toContain('Exposición final sobresaliente');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);

    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the table scrolls sideways in its region, its words whole (not a letter per line).
    const scores = page.getByRole('region', { name: 'Tabla de notas' });
    expect(await scores.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect((await scores.getByRole('columnheader', { name: 'Estudiante' }).boundingBox())!.height).toBeLessThan(60);
    expect((await row.getByRole('rowheader').boundingBox())!.height).toBeLessThan(60);
    expect(await seriousViolations(page, 'calificaciones del docente 390px')).toEqual([]);

    const { page: mine, close } = await pageAs(browser, student.token, student.user);
    await mine.setViewportSize({ width: 390, height: 844 });
    await mine.goto(`/aula/notas/${course.id}`);
    await expect(mine.getByRole('heading', { level: 1, name: `Calificaciones: ${course.title}` })).toBeVisible();
    await expect(mine.getByTestId('gb-final')).toHaveText('15');
    await expect(mine.getByTestId('gb-average')).toHaveText('13.70');
    await expect(mine.getByTestId('gb-override')).toContainText('Motivo: Exposición final sobresaliente');
    const byCategory = mine.getByRole('table', { name: 'Categorías' });
    await expect(byCategory.getByRole('row').filter({ hasText: 'Exámenes' })).toContainText('12.00');
    await expect(
      mine.getByRole('table', { name: 'Evaluaciones e ítems' }).getByRole('row').filter({ hasText: 'Participación oral' }),
    ).toContainText('17.00');
    expect(await seriousViolations(mine, 'calificaciones del alumno 390px')).toEqual([]);
    await close();
  });

  test('«Mi progreso» lists all 6 courses; the course page shows progress per unit and the student marks what the teacher allows', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { course, staff } = await teacherWithCourse(request);
    const student = await registerStudent(request, 'avance');
    await enrol(request, staff.admin, course.id, Number(student.user.id));
    for (let i = 0; i < 5; i += 1) {
      const other = await createCourse(request, staff.admin, staff.teacherId);
      await enrol(request, staff.admin, other.id, Number(student.user.id));
    }
    const unit = await createUnit(request, staff.teacher, course.id, 'Unidad 1: Teoría del delito');
    const separata = await createResource(request, staff.teacher, unit.id, {
      name: 'Separata',
      type: 'link',
      url: 'https://example.org/separata',
    });
    const reading = await createResource(request, staff.teacher, unit.id, {
      name: 'Lectura guiada',
      type: 'link',
      url: 'https://example.org/lectura',
    });
    // The teacher lets students mark the reading themselves.
    await openAsTeacher(page, request, `/prof/cursos/${course.id}/gestionar`);
    const allow = page.getByLabel(`El alumno marca «${reading.name}» como completado`);
    await expect(page.getByLabel(`El alumno marca «${separata.name}» como completado`)).not.toBeChecked();
    await allow.check();
    await expect(allow).toBeChecked();
    await expect(allow).toBeEnabled();

    // A graded task with a long title, beside its grade in «Notas recientes».
    const task = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Tarea',
      title: 'Informe sobre los plazos de la prisión preventiva en la jurisprudencia',
      dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    await submitAndGrade(request, staff.teacher, student.token, task.id, 16.5);

    const { page: mine, close } = await pageAs(page.context().browser()!, student.token, student.user);
    await mine.setViewportSize({ width: 390, height: 844 });
    await mine.goto('/aula');
    const progress = mine.getByRole('region', { name: 'Mi progreso' });
    await expect(progress.getByRole('progressbar')).toHaveCount(6);
    await expect(progress.getByRole('progressbar', { name: course.title })).toBeVisible();
    // On the phone the grade stays whole on one line (it was broken into «16.5» and «0»).
    const grade = mine.getByRole('region', { name: 'Notas recientes' }).getByRole('listitem').getByText('16.50', { exact: true });
    await expect(grade).toBeVisible();
    const lines = await grade.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return new Set(Array.from(text.getClientRects(), (r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);

    // Opening the separata completes it (the classroom records the view).
    const viewed = await request.post(`/api/student/resources/${separata.id}/view`, { headers: bearer(student.token) });
    expect(viewed.status()).toBe(204);
    await mine.goto(`/aula/materiales/${course.id}`);
    const panel = mine.getByRole('region', { name: 'Tu avance' });
    await expect(panel.getByRole('progressbar', { name: 'Unidad 1: Teoría del delito' })).toHaveAttribute('aria-valuenow', '50');
    await panel.getByRole('button', { name: 'Marcar Lectura guiada como completado' }).click();
    await expect(panel.getByRole('progressbar', { name: 'Avance total del curso' })).toHaveAttribute('aria-valuenow', '100');
    await expect(panel.getByRole('button', { name: 'Desmarcar Lectura guiada' })).toBeVisible();
    expect(await seriousViolations(mine, 'avance del curso 390px')).toEqual([]);
    await close();
  });
});
