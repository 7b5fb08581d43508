import { expect, test } from '../src/test';
import { useSession } from '../src/session';
import { bearer, createEvaluation, enrolledStudent, limaDay } from '../src/aula';

/** Evaluations for students: submit and resubmit a task, take a quiz attempt, see score and feedback in Notas. */

test.describe('aula: evaluations and grades', () => {
  test('«Evaluaciones» in the sidebar lists the evaluations of every course and opens one', async ({ page, request }) => {
    const { staff, student, course } = await enrolledStudent(request, 'menueval');
    const task = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Tarea',
      title: 'Ensayo sobre el menú',
      instructions: 'Dos páginas.',
      dueAt: limaDay(5),
    });
    await useSession(page, student.token, student.user);
    await page.goto('/aula');
    const sidebar = page.getByRole('navigation', { name: 'Menú de Aula Virtual' });
    await sidebar.getByRole('link', { name: 'Evaluaciones', exact: true }).click();
    await expect(page).toHaveURL('/aula/evaluaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Evaluaciones' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Evaluaciones', exact: true })).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('row', { name: /Ensayo sobre el menú/ });
    await expect(row).toContainText(course.title);
    await expect(row).toContainText('Por entregar');
    await row.getByRole('link', { name: 'Entregar: Ensayo sobre el menú' }).click();
    await expect(page).toHaveURL(`/aula/evaluaciones/${course.id}/${task.id}`);
    await expect(sidebar.getByRole('link', { name: 'Evaluaciones', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the student submits a task, takes a quiz, and sees the grades', async ({ page, request }) => {
    // A long walk through several screens (and the 3 s / 4 s messages): more than the default minute.
    test.setTimeout(150_000);
    const { staff, student, course } = await enrolledStudent(request, 'evaluaciones');
    const task = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Tarea',
      title: 'Informe de jurisprudencia',
      instructions: 'Analiza una casación reciente.',
      dueAt: limaDay(7),
    });
    const quiz = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Quiz',
      title: 'Quiz de la unidad 1',
      dueAt: limaDay(7),
      questions: [
        { text: '¿Qué es el dolo?', options: ['Conocimiento y voluntad', 'Negligencia'], answer: 0 },
        { text: '¿Quién ejerce la acción penal pública?', options: ['El juez', 'El Ministerio Público'], answer: 1 },
      ],
    });
    await useSession(page, student.token, student.user);

    await page.goto(`/aula/evaluaciones/${course.id}`);
    await expect(page.getByRole('row', { name: /Informe de jurisprudencia/ })).toContainText('Por entregar');
    await page.getByRole('link', { name: 'Entregar: Informe de jurisprudencia' }).click();
    await expect(page).toHaveURL(`/aula/evaluaciones/${course.id}/${task.id}`);
    await expect(page.getByText('Analiza una casación reciente.')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar entrega' }).click();
    await expect(page.getByText('Escribe tu respuesta o adjunta un archivo.')).toBeVisible();
    await page.getByLabel('Tu respuesta').fill('La Casación 123-2024 precisa el estándar de prueba indiciaria.');
    await page
      .getByLabel('Archivo (opcional)')
      .setInputFiles({ name: 'informe.txt', mimeType: 'text/plain', buffer: Buffer.from('Informe de prueba') });
    await page.getByRole('button', { name: 'Enviar entrega' }).click();
    await expect(page.getByRole('heading', { name: 'Tu entrega' })).toBeVisible();
    await expect(page.getByTestId('submission-score')).toHaveText('Pendiente de calificación');
    await expect(page.getByRole('link', { name: 'informe.txt' })).toBeVisible();
    // Sent again before the due date: the last answer is the one graded.
    const resend = page.getByRole('region', { name: 'Reenviar entrega' });
    await resend.getByLabel('Tu respuesta').fill('Versión corregida: la Casación 123-2024 y el estándar de prueba.');
    await resend.getByRole('button', { name: 'Enviar entrega' }).click();
    // The submission shows the new answer (the resend form may still hold it while it resets).
    await expect(
      page.getByRole('region', { name: 'Tu entrega' }).getByText('Versión corregida: la Casación 123-2024 y el estándar de prueba.'),
    ).toBeVisible();

    // A quiz attempt: answers saved as they go, a confirmation before the final submission.
    await page.goto(`/aula/evaluaciones/${course.id}/${quiz.id}`);
    await expect(page.getByText('1 intento (usados: 0) · sin tiempo límite')).toBeVisible();
    await page.getByRole('button', { name: 'Comenzar intento' }).click();
    await page.getByRole('group', { name: '1. ¿Qué es el dolo?' }).getByLabel('Conocimiento y voluntad').check();
    await page.getByRole('button', { name: 'Enviar intento' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Enviar el intento?' });
    await expect(confirm).toContainText('Respondiste 1 de 2 preguntas.');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('group', { name: '2. ¿Quién ejerce la acción penal pública?' }).getByLabel('El Ministerio Público').check();
    await page.getByRole('button', { name: 'Enviar intento' }).click();
    await expect(confirm).toContainText('Respondiste 2 de 2 preguntas.');
    await confirm.getByRole('button', { name: 'Enviar definitivamente' }).click();
    await expect(page.getByText('Intento 1: 20.00 (2 de 2 correctas)')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nota que cuenta: 20.00')).toBeVisible();
    await expect(page.getByText('Ya usaste todos tus intentos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comenzar intento' })).toHaveCount(0);

    // The teacher grades the task; the student sees score and feedback.
    const list = await request.get(`/api/teacher/submissions?evaluationId=${task.id}`, { headers: bearer(staff.teacher) });
    const submissionId = ((await list.json()) as { content: Array<{ id: number }> }).content[0].id;
    const graded = await request.post(`/api/teacher/submissions/${submissionId}/grade`, {
      headers: bearer(staff.teacher),
      data: { score: '14,5', feedback: 'Buen análisis; cita más jurisprudencia.' },
    });
    expect(graded.status(), await graded.text()).toBe(200);

    await page.getByRole('navigation', { name: 'Menú de Aula Virtual' }).getByRole('link', { name: 'Notas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
    const taskRow = page.getByRole('row', { name: /Informe de jurisprudencia/ });
    await expect(taskRow).toContainText('14.50');
    await expect(taskRow).toContainText('Buen análisis; cita más jurisprudencia.');
    await expect(page.getByRole('row', { name: /Quiz de la unidad 1/ })).toContainText('20.00');
    await expect(page.getByTestId('grade-average')).toHaveText('17.25');
    await expect(page.getByTestId('passing-mark')).toHaveText('11.00');
  });
});
