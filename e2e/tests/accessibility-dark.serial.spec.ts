import type { APIRequestContext } from '@playwright/test';
import type { Gradebook } from '@inpro/shared-contracts';
import { expect, test } from '../src/test';
import { bearer, createEvaluation, enrolledStudent, limaDay } from '../src/aula';
import { VIEWPORTS, accessibilitySuite, seriousViolations, type Finding } from '../src/a11y';
import { openScreen } from '../src/areaScreens';
import { DEMO, apiLogin } from '../src/session';
import { pageAs } from '../src/teacher';

/*
 * The accessibility checks in the dark scheme. The colour scheme is a site-wide setting of the
 * master administrator (not a per-person preference), so these runs are serial: Oscuro is saved
 * before them and Claro again after them.
 */
test.beforeAll(async ({ request }) => {
  const master = await apiLogin(request, DEMO.superadmin);
  const res = await request.put('/api/admin/settings/theme', { headers: bearer(master.token), data: { scheme: 'Oscuro' } });
  if (!res.ok()) throw new Error(`saving Oscuro: ${res.status()} ${await res.text()}`);
});

test.afterAll(async ({ request }) => {
  const master = await apiLogin(request, DEMO.superadmin);
  await request.put('/api/admin/settings/theme', { headers: bearer(master.token), data: { scheme: 'Claro' } });
});

accessibilitySuite('dark');

/** One gradebook call of the teacher (each answers the whole gradebook). */
async function gradebook(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, data: object) {
  const res = await request[method](`/api/teacher/courses/${path}`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Gradebook;
}

/**
 * The classroom's newer screens with data on them, which the area lists above open empty: a timed
 * quiz attempt in progress (every kind of question), a forum thread with a reply, a conversation
 * both ways, and a gradebook with weighted categories, a manual item and an adjusted final grade.
 * One page load per screen, read by axe at the phone's width and then at the desktop's.
 */
test('oscuro: the quiz attempt, the forum thread, the conversation and the gradebook with categories have no serious axe violation', async ({
  browser,
  request,
}) => {
  // 7 page loads read by axe twice each, as long as the suite's 17 screens on a busy or slow CI machine
  // (180 s ran out on a fresh-clone CI at a third of the usual speed).
  test.setTimeout(360_000);
  const { staff, student, course } = await enrolledStudent(request, 'a11y-aula');
  const teacher = await apiLogin(request, DEMO.docente);
  const studentId = Number(student.user.id);
  const post = async (token: string, url: string, data: object = {}) => {
    const res = await request.post(url, { headers: bearer(token), data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };

  const quiz = await createEvaluation(request, staff.teacher, {
    courseId: course.id,
    type: 'Quiz',
    title: 'Quiz de medidas de coerción',
    dueAt: limaDay(7),
    timeLimitMinutes: 30,
    questions: [
      { text: '¿Qué es el dolo?', options: ['Conocimiento y voluntad', 'Negligencia'], answer: 0 },
      { kind: 'multiple', text: '¿Cuáles son recursos?', options: ['Apelación', 'Casación', 'Demanda'], answers: [0, 1] },
      { kind: 'truefalse', text: 'La apelación suspende la ejecución.', answer: 0 },
      { kind: 'short', text: '¿Cuál es la norma suprema del Perú?', accepted: ['Constitución'] },
      { kind: 'essay', text: 'Comenta el artículo 2 de la Constitución.' },
    ],
  });
  await post(student.token, `/api/student/evaluations/${quiz.id}/attempts`);

  const exam = await createEvaluation(request, staff.teacher, {
    courseId: course.id,
    type: 'Examen',
    title: 'Examen parcial',
    dueAt: limaDay(7),
  });
  const sent = (await post(student.token, `/api/student/evaluations/${exam.id}/submission`, { text: 'Mi respuesta desarrollada.' })) as {
    submission: { id: number };
  };
  await post(staff.teacher, `/api/teacher/submissions/${sent.submission.id}/grade`, { score: 12, feedback: 'Bien.' });
  let book = await gradebook(request, staff.teacher, 'post', `${course.id}/gradebook/categories`, { name: 'Exámenes', weight: 60 });
  book = await gradebook(request, staff.teacher, 'post', `${course.id}/gradebook/categories`, { name: 'Participación', weight: 40 });
  const [exams, participation] = book.categories;
  await gradebook(request, staff.teacher, 'put', `${course.id}/gradebook/evaluations/${exam.id}`, { categoryId: exams.id });
  book = await gradebook(request, staff.teacher, 'post', `${course.id}/gradebook/items`, {
    title: 'Participación oral',
    categoryId: participation.id,
  });
  const item = book.columns.find((c) => c.kind === 'item')!;
  await gradebook(request, staff.teacher, 'put', `${course.id}/gradebook/items/${item.id}/scores/${studentId}`, { score: 17 });
  await gradebook(request, staff.teacher, 'put', `${course.id}/gradebook/overrides/${studentId}`, {
    grade: 15,
    reason: 'Exposición final sobresaliente',
  });

  const thread = (await post(student.token, `/api/forums/courses/${course.id}/threads`, {
    title: 'Plazo de la prisión preventiva',
    body: '¿Cuál es el plazo? Vean [el Código](https://inpro.edu.pe/codigo):\n\n- artículo 272\n- artículo 274',
  })) as { thread: { id: number } };
  await post(staff.teacher, `/api/forums/threads/${thread.thread.id}/posts`, { body: 'Son **nueve meses**, prorrogables.' });
  await post(student.token, `/api/messages/courses/${course.id}/students/${studentId}`, { body: 'Profesor, ¿puedo entregar el lunes?' });
  await post(staff.teacher, `/api/messages/courses/${course.id}/students/${studentId}`, { body: 'Sí, hasta el lunes a las 23:59.' });

  const screens: Array<{ who: { token: string; user: Record<string, unknown> }; path: string; shows: RegExp }> = [
    { who: student, path: `/aula/evaluaciones/${course.id}/${quiz.id}`, shows: /^Tiempo restante: / },
    { who: student, path: `/aula/foros/${course.id}/${thread.thread.id}`, shows: /^Son nueve meses/ },
    { who: student, path: `/aula/mensajes/${course.id}`, shows: /^Sí, hasta el lunes/ },
    { who: student, path: `/aula/notas/${course.id}`, shows: /Exposición final sobresaliente/ },
    { who: teacher, path: `/prof/cursos/${course.id}/calificaciones`, shows: /Participación oral/ },
    { who: teacher, path: `/prof/foros/${course.id}/${thread.thread.id}`, shows: /^Son nueve meses/ },
    { who: teacher, path: `/prof/mensajes/${course.id}/${studentId}`, shows: /^Profesor, ¿puedo/ },
  ];
  const findings: Finding[] = [];
  for (const { who, path, shows } of screens) {
    const { page, close } = await pageAs(browser, who.token, who.user);
    await openScreen(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByText(shows).first()).toBeVisible();
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      const found = await seriousViolations(page, `[dark ${name}] ${path}`);
      console.log(found.length ? found.join('\n') : `[dark ${name}] ${path}: 0 serious/critical`);
      findings.push(...found);
    }
    await close();
  }
  expect(findings).toEqual([]);
});
