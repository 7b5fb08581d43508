import { expect, test } from '../src/test';
import { bearer, createEvaluation, enrolledStudent, limaDay } from '../src/aula';
import { seriousViolations } from '../src/a11y';
import { useSession } from '../src/session';
import { chooseCourse, openAsTeacher, pageAs, toast } from '../src/teacher';

/** Assessments: the teacher fills the course's bank; a student takes a timed quiz drawn from it twice and sees the grade that counts. */

test.describe('assessments: question bank, timed attempts, the counted grade', () => {
  test('a timed quiz from the bank, taken twice on a phone; the highest attempt counts', async ({ page, request, browser }) => {
    test.setTimeout(150_000);
    const { staff, student, course } = await enrolledStudent(request, 'banco');

    // The teacher adds a short-answer question to the course's bank in the browser; one more by the API.
    await openAsTeacher(page, request, '/prof/evaluaciones');
    const bank = page.getByRole('region', { name: 'Banco de preguntas' });
    await chooseCourse(bank, course, 'Curso del banco');
    await expect(bank.getByText('0 preguntas en el banco.')).toBeVisible();
    await bank.getByLabel('Tipo de ítem 1').selectOption('short');
    await bank.getByLabel('Pregunta 1', { exact: true }).fill('¿Cuál es la norma suprema del Perú?');
    await bank.getByLabel(/^Respuestas aceptadas \(ítem 1\)/).fill('Constitución Política\nConstitución');
    await bank.getByRole('button', { name: 'Añadir al banco' }).click();
    await expect(toast(page, 'Pregunta añadida al banco.')).toBeVisible();
    await expect(bank.getByText('1 pregunta en el banco.')).toBeVisible();
    const added = await request.post(`/api/teacher/courses/${course.id}/question-bank`, {
      headers: bearer(staff.teacher),
      data: { kind: 'truefalse', text: 'La casación es un recurso ordinario.', answer: 1 },
    });
    expect(added.status(), await added.text()).toBe(201);
    const quiz = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Quiz',
      title: 'Quiz del banco',
      dueAt: limaDay(7),
      bankCount: 2,
      shuffle: true,
      maxAttempts: 2,
      attemptRule: 'HIGHEST',
      timeLimitMinutes: 10,
    });

    // The student, on a phone.
    const phone = await pageAs(browser, student.token, student.user);
    const phonePage = phone.page;
    await phonePage.setViewportSize({ width: 390, height: 844 });
    await phonePage.goto(`/aula/evaluaciones/${course.id}/${quiz.id}`);
    await expect(phonePage.getByText('2 intentos (usados: 0) · cuenta: la nota más alta · tiempo límite: 10 min')).toBeVisible();
    await phonePage.getByRole('button', { name: 'Comenzar intento' }).click();
    await expect(phonePage.getByText(/Tiempo restante: (09|10):\d\d/)).toBeVisible();
    // First attempt: only the true/false right.
    await phonePage
      .getByRole('group', { name: /La casación es un recurso ordinario/ })
      .getByLabel('Falso')
      .check();
    await phonePage.getByLabel(/norma suprema del Perú/).fill('Código Civil');
    expect(await seriousViolations(phonePage, 'intento de quiz (390 px)')).toEqual([]);
    await phonePage.getByRole('button', { name: 'Enviar intento' }).click();
    const confirm = phonePage.getByRole('alertdialog', { name: '¿Enviar el intento?' });
    await confirm.getByRole('button', { name: 'Enviar definitivamente' }).click();
    await expect(phonePage.getByText('Intento 1: 10.00 (1 de 2 correctas)')).toBeVisible();

    // Second attempt: both right (without the accent), then the higher one counts.
    await phonePage.getByRole('button', { name: 'Comenzar otro intento' }).click();
    await phonePage
      .getByRole('group', { name: /La casación es un recurso ordinario/ })
      .getByLabel('Falso')
      .check();
    await phonePage.getByLabel(/norma suprema del Perú/).fill('constitucion politica');
    await phonePage.getByRole('button', { name: 'Enviar intento' }).click();
    await confirm.getByRole('button', { name: 'Enviar definitivamente' }).click();
    await expect(phonePage.getByText('Intento 2: 20.00 (2 de 2 correctas)')).toBeVisible();
    await phonePage.reload();
    await expect(phonePage.getByText('Nota que cuenta: 20.00')).toBeVisible();
    await expect(phonePage.getByText('Ya usaste todos tus intentos.')).toBeVisible();
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });

  test('on a phone the time left stays in sight while the student scrolls down a long timed quiz', async ({ page, request }) => {
    const { staff, student, course } = await enrolledStudent(request, 'reloj');
    const quiz = await createEvaluation(request, staff.teacher, {
      courseId: course.id,
      type: 'Quiz',
      title: 'Quiz largo con tiempo',
      dueAt: limaDay(7),
      timeLimitMinutes: 30,
      questions: [
        ...Array.from({ length: 8 }, (_, i) => ({
          text: `¿La medida ${i + 1} requiere resolución judicial motivada?`,
          options: ['Sí, siempre', 'No, nunca'],
          answer: 0,
        })),
        { kind: 'short', text: '¿Cuál es la norma suprema del Perú?', accepted: ['Constitución'] },
      ],
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, student.token, student.user);
    await page.goto(`/aula/evaluaciones/${course.id}/${quiz.id}`);
    await page.getByRole('button', { name: 'Comenzar intento' }).click();
    const timeLeft = page.getByText(/^Tiempo restante: /);
    await expect(timeLeft).toBeInViewport();
    // The short answer is a field a thumb can hit, as tall as the site's other fields.
    const answer = page.getByLabel(/norma suprema del Perú/);
    expect((await answer.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    // At the last question and the send button, the time left is still on screen, whole.
    await answer.fill('Constitución');
    await page.getByRole('button', { name: 'Enviar intento' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
    await expect(timeLeft).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Enviar intento' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
