import { expect, test } from '../src/test';
import { bearer, createEvaluation, enrolledStudent } from '../src/aula';
import { expectNoSeriousFindingsInBothSchemes } from '../src/a11y';
import { openAsTeacher, pageAs, toast } from '../src/teacher';

/**
 * /prof/evaluaciones: the teacher edits an evaluation nobody answered, then one already answered
 * (only its dates), and gives one student an extension that the student sees in the Aula.
 */

test.describe('teacher: editing evaluations and extensions', () => {
  test('edits an evaluation, then only the dates of an answered one, and grants an extension the student sees', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { staff, student, course } = await enrolledStudent(request, 'prorroga');
    const stamp = Date.now();
    const fresh = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Tarea',
      title: `Informe sin respuestas ${stamp}`,
      dueAt: '2030-12-10T23:00',
      instructions: 'Primera versión.',
    });
    const answered = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Tarea',
      title: `Ensayo respondido ${stamp}`,
      dueAt: '2030-12-10T23:00',
      instructions: 'No cambia.',
    });
    const sent = await request.post(`/api/student/evaluations/${answered.id}/submission`, {
      headers: bearer(student.token),
      data: { text: 'Mi ensayo sobre el debido proceso.' },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);

    await page.setViewportSize({ width: 390, height: 844 });
    await openAsTeacher(page, request, '/prof/evaluaciones');
    const table = page.getByRole('table', { name: 'Mis evaluaciones' });

    // Nobody answered: every field but the course can change.
    await table.getByRole('button', { name: `Editar ${fresh.title}` }).click();
    let dialog = page.getByRole('dialog', { name: `Editar: ${fresh.title}` });
    await expect(dialog.getByLabel(/^Título/)).toHaveValue(fresh.title);
    await expect(dialog.getByLabel(/^Fecha de entrega/)).toHaveValue('2030-12-10T23:00');
    await expect(dialog.getByLabel(/^Curso/)).toBeDisabled();
    await expectNoSeriousFindingsInBothSchemes(page, 'editar evaluación (390 px)');
    const renamed = `Informe corregido ${stamp}`;
    await dialog.getByLabel(/^Título/).fill(renamed);
    await dialog.getByLabel('Instrucciones').fill('Segunda versión.');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Evaluación actualizada ✅')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: renamed })).toBeVisible();

    // Answered: the form says why only the dates remain editable.
    await table.getByRole('button', { name: `Editar ${answered.title}` }).click();
    dialog = page.getByRole('dialog', { name: `Editar: ${answered.title}` });
    await expect(dialog.getByRole('note')).toContainText('solo puedes cambiar sus fechas');
    await expect(dialog.getByLabel(/^Título/)).toBeDisabled();
    await expect(dialog.getByLabel('Instrucciones')).toBeDisabled();
    await dialog.getByLabel(/^Fecha de entrega/).fill('2030-12-15T23:00');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Evaluación actualizada ✅')).toBeVisible();
    const answeredRow = table.getByRole('row').filter({ hasText: answered.title });
    await expect(answeredRow).toContainText('15/12/2030 23:00');
    const list = await (
      await request.get('/api/teacher/evaluations', { headers: bearer(staff.teacher), params: { courseId: course.id } })
    ).json();
    expect(list.find((e: { id: number }) => e.id === answered.id)).toMatchObject({
      title: answered.title,
      instructions: 'No cambia.',
      dueAt: '2030-12-16T04:00:00.000Z',
    });
    expect(list.find((e: { id: number }) => e.id === fresh.id)).toMatchObject({ title: renamed, instructions: 'Segunda versión.' });

    // An extension for the student.
    await answeredRow.getByRole('button', { name: `Prórrogas de ${answered.title}` }).click();
    const extensions = page.getByRole('dialog', { name: `Prórrogas: ${answered.title}` });
    await expect(extensions.getByText('Nadie tiene prórroga en esta evaluación.')).toBeVisible();
    await extensions.getByLabel(/^Alumno/).selectOption(String(student.user.id));
    await extensions.getByLabel(/^Nueva fecha de entrega/).fill('2030-12-20T23:30');
    await expectNoSeriousFindingsInBothSchemes(page, 'prórrogas (390 px)');
    await extensions.getByRole('button', { name: 'Guardar prórroga' }).click();
    await expect(toast(page, 'Prórroga guardada ✅')).toBeVisible();
    await expect(extensions.getByText(`${student.fullName}: hasta el 20/12/2030 23:30`)).toBeVisible();

    const { page: studentPage, close } = await pageAs(browser, student.token, student.user);
    await studentPage.goto(`/aula/evaluaciones/${course.id}/${answered.id}`);
    await expect(studentPage.getByText('Tu prórroga')).toBeVisible();
    await expect(studentPage.getByText('20/12/2030 23:30 (hora de Lima)')).toBeVisible();
    await close();
  });
});
