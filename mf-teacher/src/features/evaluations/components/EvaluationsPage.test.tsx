import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionDetail, TeacherEvaluation } from '@inpro/shared-contracts';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import { makeCourse, renderPage } from '../../../testing/renderPage';
import { EvaluationsPage } from './EvaluationsPage';

jest.setTimeout(60_000);

const evaluation = (id: number, over: Partial<TeacherEvaluation> = {}): TeacherEvaluation => ({
  id,
  courseId: 5,
  courseTitle: 'Derecho Constitucional',
  courseCode: 'RD-5',
  type: 'Tarea',
  title: `Tarea ${id}`,
  instructions: 'Analiza el caso.',
  dueAt: '2026-12-02T04:59:00.000Z',
  weight: null,
  resourceId: null,
  opensAt: null,
  timeLimitMinutes: null,
  maxAttempts: 1,
  attemptRule: 'HIGHEST',
  shuffle: false,
  bankCount: null,
  locked: false,
  extensions: [],
  questions: [],
  counts: { enrolled: 3, submitted: 2, pending: 1, inReview: 0, graded: 1 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const item = (id: number, status: 'PENDIENTE' | 'EN_REVISION' | 'CALIFICADO', over = {}) => ({
  id,
  evaluationId: 1,
  evaluationTitle: 'Tarea 1',
  evaluationType: 'Tarea' as const,
  courseId: 5,
  courseTitle: 'Derecho Constitucional',
  courseCode: 'RD-5',
  student: { id: 21, fullName: `Alumno ${id}`, email: `a${id}@inpro.test` },
  status,
  submittedAt: '2026-11-20T15:00:00.000Z',
  late: false,
  hasFile: false,
  score: status === 'CALIFICADO' ? 16.5 : null,
  gradedAt: null,
  ...over,
});

const detail = (over: Partial<SubmissionDetail> = {}): SubmissionDetail => ({
  ...item(31, 'PENDIENTE'),
  instructions: 'Analiza el caso.',
  dueAt: '2026-12-02T04:59:00.000Z',
  text: 'El Tribunal Constitucional resolvió…',
  file: { name: 'analisis.pdf', size: 2048, sizeLabel: '2.0 KB', mime: 'application/pdf', url: '/files/submissions/31/a.pdf?sig=1' },
  answers: null,
  questions: [],
  quizResult: null,
  feedback: null,
  gradedBy: null,
  ...over,
});

function render(routes: Record<string, unknown> = {}, url = '/prof/evaluaciones', get: Record<string, unknown> = {}) {
  return renderPage(<EvaluationsPage />, {
    path: '/prof/evaluaciones',
    url,
    get: {
      '/teacher/courses': { content: [makeCourse()], page: 0, size: 50, totalElements: 1, totalPages: 1 },
      '/teacher/evaluations': [
        evaluation(1),
        evaluation(2, { type: 'Quiz', title: 'Quiz de amparo', counts: { enrolled: 3, submitted: 0, pending: 0, inReview: 0, graded: 0 } }),
      ],
      '/teacher/submissions': (c: FakeCall) => {
        const all = [item(31, 'PENDIENTE'), item(32, 'EN_REVISION'), item(33, 'CALIFICADO')];
        const content = c.params?.status ? all.filter((s) => s.status === c.params?.status) : all;
        return { content, page: 0, size: 200, totalElements: content.length, totalPages: 1 };
      },
      '/teacher/submissions/31': detail(),
      ...get,
    },
    routes,
  });
}

describe('EvaluationsPage', () => {
  it('lists the evaluations and the submissions with Pendiente / En revisión / Calificado', async () => {
    const { shell } = render();
    const list = await screen.findByRole('table', { name: 'Mis evaluaciones' });
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tarea 1');
    expect(rows[1]).toHaveTextContent('2/3');
    expect(rows[1]).toHaveTextContent('01/12/2026 23:59');
    expect(within(rows[2]).getByRole('button', { name: 'Eliminar Quiz de amparo' })).toBeInTheDocument();
    const subs = await screen.findByRole('table', { name: 'Entregas' });
    expect(within(subs).getByText('Pendiente')).toBeInTheDocument();
    expect(within(subs).getByText('En revisión')).toBeInTheDocument();
    expect(within(subs).getByText('Calificado')).toBeInTheDocument();
    expect(within(subs).getByText('16.50')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'CALIFICADO');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Entregas' })).getAllByRole('row')).toHaveLength(2));
    expect(shell.calls.some((c) => c.url === '/teacher/submissions' && c.params?.status === 'CALIFICADO')).toBe(true);
  });

  it('creates a Tarea with the form; the shared schema checks it first', async () => {
    const { shell } = render({ 'POST /teacher/evaluations': (c: FakeCall) => evaluation(9, c.body as Partial<TeacherEvaluation>) });
    const form = within(await screen.findByRole('form', { name: 'Nueva evaluación' }));
    await userEvent.click(form.getByRole('button', { name: 'Crear evaluación' }));
    expect(await form.findByText('Selecciona un curso.')).toBeInTheDocument();
    expect(form.getByText('Escribe un título para la evaluación.')).toBeInTheDocument();
    expect(form.getByText('Indica la fecha de entrega.')).toBeInTheDocument();
    await userEvent.selectOptions(await form.findByLabelText(/^Curso/), '5');
    expect(Array.from((form.getByLabelText('Tipo') as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Examen', 'Tarea', 'Quiz']);
    await userEvent.type(form.getByLabelText(/^Título/), 'Informe de jurisprudencia');
    await userEvent.type(form.getByLabelText(/^Fecha de entrega/), '2026-12-10T23:00');
    await userEvent.type(form.getByLabelText('Instrucciones'), 'Máximo 3 páginas.');
    await userEvent.click(form.getByRole('button', { name: 'Crear evaluación' }));
    expect(await screen.findByText('Evaluación creada ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({
      courseId: 5,
      type: 'Tarea',
      title: 'Informe de jurisprudencia',
      // 23:00 in Lima, as the shared schema reads a datetime-local value.
      dueAt: '2026-12-11T04:00:00.000Z',
      instructions: 'Máximo 3 páginas.',
      questions: [],
      weight: null,
      resourceId: null,
      // A task takes no attempt settings.
      opensAt: null,
      timeLimitMinutes: null,
      maxAttempts: 1,
      attemptRule: 'HIGHEST',
      shuffle: false,
      bankCount: null,
    });
  });

  it('a quiz gets questions with options and the right answer', async () => {
    const { shell } = render({ 'POST /teacher/evaluations': () => evaluation(10, { type: 'Quiz' }) });
    const form = within(await screen.findByRole('form', { name: 'Nueva evaluación' }));
    await userEvent.selectOptions(await form.findByLabelText(/^Curso/), '5');
    await userEvent.selectOptions(form.getByLabelText('Tipo'), 'Quiz');
    await userEvent.type(form.getByLabelText(/^Título/), 'Quiz 1');
    await userEvent.type(form.getByLabelText(/^Fecha de entrega/), '2026-12-10T23:00');
    await userEvent.type(form.getByLabelText('Pregunta 1'), '¿Qué protege el hábeas corpus?');
    await userEvent.type(form.getByLabelText('Opción 1'), 'La libertad individual');
    await userEvent.type(form.getByLabelText('Opción 2'), 'La propiedad');
    await userEvent.click(form.getByRole('button', { name: 'Crear evaluación' }));
    expect(await form.findByText('Indica cuál es la opción correcta.')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: '+ Opción' }));
    await userEvent.type(form.getByLabelText('Opción 3'), 'El honor');
    await userEvent.click(form.getAllByRole('radio', { name: 'Opción 1 es la correcta' })[0]);
    await userEvent.click(form.getByRole('button', { name: 'Crear evaluación' }));
    expect(await screen.findByText('Evaluación creada ✅')).toBeInTheDocument();
    expect((shell.calls.find((c) => c.method === 'POST')?.body as { questions: unknown }).questions).toEqual([
      { id: 'q1', text: '¿Qué protege el hábeas corpus?', options: ['La libertad individual', 'La propiedad', 'El honor'], answer: 0 },
    ]);
  });

  it('a multiple-choice question is sent with the options ticked right, and a single choice switched back asks again', async () => {
    const { shell } = render({ 'POST /teacher/evaluations': () => evaluation(11, { type: 'Quiz' }) });
    const form = within(await screen.findByRole('form', { name: 'Nueva evaluación' }));
    await userEvent.selectOptions(await form.findByLabelText(/^Curso/), '5');
    await userEvent.selectOptions(form.getByLabelText('Tipo'), 'Quiz');
    await userEvent.type(form.getByLabelText(/^Título/), 'Quiz de coerción');
    await userEvent.type(form.getByLabelText(/^Fecha de entrega/), '2026-12-10T23:00');
    await userEvent.selectOptions(form.getByLabelText('Tipo de ítem 1'), 'multiple');
    await userEvent.type(form.getByLabelText('Pregunta 1'), '¿Qué principios rigen la prisión preventiva?');
    await userEvent.type(form.getByLabelText('Opción 1'), 'Proporcionalidad');
    await userEvent.type(form.getByLabelText('Opción 2'), 'Publicidad registral');
    await userEvent.click(form.getByRole('button', { name: '+ Opción' }));
    await userEvent.type(form.getByLabelText('Opción 3'), 'Necesidad');
    await userEvent.click(form.getByRole('checkbox', { name: 'Opción 1 es correcta' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Opción 3 es correcta' }));
    // Back to single choice and again to multiple: the single choice wants its own answer, none is kept for it.
    await userEvent.selectOptions(form.getByLabelText('Tipo de ítem 1'), 'single');
    expect(form.getByRole('radio', { name: 'Opción 1 es la correcta' })).not.toBeChecked();
    await userEvent.selectOptions(form.getByLabelText('Tipo de ítem 1'), 'multiple');
    await userEvent.click(form.getByRole('checkbox', { name: 'Opción 1 es correcta' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Opción 3 es correcta' }));
    await userEvent.click(form.getByRole('button', { name: 'Crear evaluación' }));
    expect(await screen.findByText('Evaluación creada ✅')).toBeInTheDocument();
    expect(form.queryByText('Indica cuál es la opción correcta.')).not.toBeInTheDocument();
    expect((shell.calls.find((c) => c.method === 'POST')?.body as { questions: unknown }).questions).toEqual([
      {
        id: 'q1',
        kind: 'multiple',
        text: '¿Qué principios rigen la prisión preventiva?',
        options: ['Proporcionalidad', 'Publicidad registral', 'Necesidad'],
        answer: 0,
        answers: [0, 2],
      },
    ]);
  });

  it("opens a submission: the student's answer and file; grades it 0–20 with decimals and feedback", async () => {
    const { shell } = render({
      'POST /teacher/submissions/31/review': () => detail({ status: 'EN_REVISION' }),
      'POST /teacher/submissions/31/grade': () => detail({ status: 'CALIFICADO', score: 17.25 }),
    });
    const subs = await screen.findByRole('table', { name: 'Entregas' });
    await userEvent.click(within(subs).getByRole('button', { name: 'Calificar la entrega de Alumno 31: Tarea 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tarea 1 — Alumno 31' }));
    expect(await dialog.findByText('El Tribunal Constitucional resolvió…')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Abrir archivo: analisis.pdf' })).toHaveAttribute(
      'href',
      '/api/files/submissions/31/a.pdf?sig=1',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Pasar a En revisión' }));
    expect(await screen.findByText('La entrega pasó a En revisión.')).toBeInTheDocument();

    const score = dialog.getByLabelText(/^Nota \(0 a 20\)/);
    await userEvent.type(score, '21');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar calificación' }));
    expect(await dialog.findByText('La nota debe estar entre 0 y 20 (hasta dos decimales).')).toBeInTheDocument();
    await userEvent.clear(score);
    await userEvent.type(score, '17,25');
    await userEvent.type(dialog.getByLabelText('Retroalimentación'), 'Buen análisis del precedente.');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar calificación' }));
    expect(await screen.findByText('Calificación guardada ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.url === '/teacher/submissions/31/grade')?.body).toEqual({
      score: 17.25,
      feedback: 'Buen análisis del precedente.',
    });
  });

  it('shows the quiz answers with the right ones', async () => {
    render({}, '/prof/evaluaciones', {
      '/teacher/submissions/31': detail({
        text: null,
        file: null,
        evaluationType: 'Quiz',
        questions: [
          { id: 'q1', text: '¿Qué protege el hábeas corpus?', options: ['La libertad', 'La propiedad'], answer: 0 },
          { id: 'q2', text: '¿Plazo del amparo?', options: ['60 días', '30 días'], answer: 0 },
        ],
        answers: { q1: 0, q2: 1 },
        quizResult: { correct: 1, total: 2 },
      }),
    });
    const subs = await screen.findByRole('table', { name: 'Entregas' });
    await userEvent.click(within(subs).getByRole('button', { name: /la entrega de Alumno 31/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Respuesta: La libertad ✓')).toBeInTheDocument();
    expect(dialog.getByText('Respuesta: 30 días ✗')).toBeInTheDocument();
    expect(dialog.getByText('Correcta: 60 días')).toBeInTheDocument();
    expect(dialog.getByText('Resultado del quiz: 1 de 2 correctas.')).toBeInTheDocument();
  });

  it('?evaluacion= (from the manage screen) filters the submissions of that evaluation', async () => {
    const { shell } = render({}, '/prof/evaluaciones?evaluacion=1');
    expect(await screen.findByText(/Solo «Tarea 1»/)).toBeInTheDocument();
    await waitFor(() => expect(shell.calls.some((c) => c.url === '/teacher/submissions' && c.params?.evaluationId === 1)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Ver todas' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/prof/evaluaciones');
  });

  it('deletes an evaluation nobody submitted', async () => {
    const { shell } = render({ 'DELETE /teacher/evaluations/2': undefined });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Quiz de amparo' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Evaluación eliminada 🗑️')).toBeInTheDocument();
    expect(shell.requests).toContain('DELETE /teacher/evaluations/2');
  });

  it('says so when the lists cannot be loaded', async () => {
    render({}, '/prof/evaluaciones', {
      '/teacher/evaluations': () => Promise.reject(httpError(500)),
      '/teacher/submissions': () => Promise.reject(httpError(403, 'No tienes permiso para realizar esta acción.')),
    });
    expect(await screen.findByText('No se pudieron cargar tus evaluaciones.')).toBeInTheDocument();
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeInTheDocument();
  });

  it('keeps a question bank per course: a short answer with its accepted answers', async () => {
    const bank: unknown[] = [];
    const { shell } = render({
      'GET /teacher/courses/5/question-bank': () => bank,
      'POST /teacher/courses/5/question-bank': (c: FakeCall) => {
        const q = { id: bank.length + 1, courseId: 5, question: { id: `b${bank.length + 1}`, ...(c.body as object) }, createdAt: '' };
        bank.push(q);
        return q;
      },
    });
    const course = await screen.findByLabelText('Curso del banco');
    await waitFor(() => expect(within(course).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(course, '5');
    expect(await screen.findByText('0 preguntas en el banco.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de ítem 1'), 'short');
    await userEvent.type(screen.getAllByLabelText('Pregunta 1').at(-1)!, '¿Norma suprema del Perú?');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al banco' }));
    expect(await screen.findByText('Escribe al menos una respuesta aceptada.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Respuestas aceptadas \(ítem 1\)/), 'Constitución{enter}Carta Magna');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir al banco' }));
    expect(await screen.findByText('Pregunta añadida al banco.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'short', accepted: 'Constitución\nCarta Magna' });
    expect(await screen.findByText('1 pregunta en el banco.')).toBeInTheDocument();
  });

  it('removing a bank question says it is done, or why it could not be', async () => {
    const bank = [1, 2].map((id) => ({
      id,
      courseId: 5,
      question: { id: `b${id}`, kind: 'truefalse', text: `Afirmación ${id}` },
      createdAt: '',
    }));
    render({
      'GET /teacher/courses/5/question-bank': () => bank,
      'DELETE /teacher/question-bank/1': () => {
        bank.splice(0, 1);
      },
      'DELETE /teacher/question-bank/2': () => Promise.reject(httpError(403, 'No tienes permiso para realizar esta acción.')),
    });
    const course = await screen.findByLabelText('Curso del banco');
    await waitFor(() => expect(within(course).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(course, '5');
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar del banco: Afirmación 1' }));
    expect(await screen.findByText('Pregunta quitada del banco.')).toBeInTheDocument();
    expect(await screen.findByText('1 pregunta en el banco.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar del banco: Afirmación 2' }));
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeInTheDocument();
  });

  it('grades the essay of a quiz attempt by hand, with feedback', async () => {
    const attempt = {
      id: 70,
      evaluationId: 2,
      number: 1,
      startedAt: '2026-11-20T15:00:00.000Z',
      deadlineAt: '2026-11-20T15:30:00.000Z',
      submittedAt: '2026-11-20T15:20:00.000Z',
      autoSubmitted: true,
      questions: [
        { id: 'q1', text: '¿Plazo?', options: ['3 días', '5 días'], answer: 1 },
        { id: 'q2', kind: 'essay', text: 'Explica el principio de legalidad.', options: [], answer: 0 },
      ],
      responses: { q1: 1, q2: 'Nullum crimen sine lege.' },
      score: null,
      correct: 1,
      total: 2,
      pendingEssays: true,
      feedback: null,
      student: { id: 21, fullName: 'Ana Alumna' },
      essayGrades: {},
    };
    const { shell } = render(
      { 'POST /teacher/attempts/70/grade': () => ({ ...attempt, score: 18, essayGrades: { q2: 16 }, feedback: 'Bien' }) },
      '/prof/evaluaciones',
      { '/teacher/evaluations/2/attempts': [attempt] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ver intentos de Quiz de amparo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intentos: Quiz de amparo' });
    expect(await within(dialog).findByText(/desarrollo por calificar · enviado al acabarse el tiempo/)).toBeInTheDocument();
    expect(within(dialog).getByText('Nullum crimen sine lege.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Nota de «Explica el principio/), '16');
    await userEvent.type(within(dialog).getByLabelText('Retroalimentación'), 'Bien');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar calificación' }));
    expect(await screen.findByText('Desarrollo calificado.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({ grades: { q2: '16' }, feedback: 'Bien' });
  });

  it('edits an evaluation without answers: the form comes pre-filled and sends every field but the course', async () => {
    const { shell } = render(
      { 'PUT /teacher/evaluations/2': (c: FakeCall) => evaluation(2, c.body as Partial<TeacherEvaluation>) },
      '/prof/evaluaciones',
      {
        '/teacher/evaluations': [
          evaluation(2, {
            type: 'Quiz',
            title: 'Quiz de amparo',
            questions: [{ id: 'q1', text: '¿Plazo del amparo?', options: ['60 días', '30 días'], answer: 0 }],
            counts: { enrolled: 3, submitted: 0, pending: 0, inReview: 0, graded: 0 },
          }),
        ],
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Quiz de amparo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar: Quiz de amparo' }));
    expect(dialog.getByLabelText(/^Título/)).toHaveValue('Quiz de amparo');
    expect(dialog.getByLabelText(/^Fecha de entrega/)).toHaveValue('2026-12-01T23:59');
    expect(dialog.getByLabelText('Pregunta 1')).toHaveValue('¿Plazo del amparo?');
    expect(dialog.getByLabelText(/^Curso/)).toBeDisabled();
    await userEvent.clear(dialog.getByLabelText(/^Título/));
    await userEvent.type(dialog.getByLabelText(/^Título/), 'Quiz del amparo');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Evaluación actualizada ✅')).toBeInTheDocument();
    const body = shell.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Quiz del amparo', type: 'Quiz', dueAt: '2026-12-02T04:59:00.000Z' });
    expect(body.questions).toEqual([{ id: 'q1', text: '¿Plazo del amparo?', options: ['60 días', '30 días'], answer: 0 }]);
    expect(body).not.toHaveProperty('courseId');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('once answered, only the dates of an evaluation can be edited, and the form says why', async () => {
    const { shell } = render(
      { 'PUT /teacher/evaluations/1': (c: FakeCall) => evaluation(1, c.body as Partial<TeacherEvaluation>) },
      '/prof/evaluaciones',
      {
        '/teacher/evaluations': [evaluation(1, { locked: true })],
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Tarea 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar: Tarea 1' }));
    expect(dialog.getByRole('note')).toHaveTextContent('ya tiene respuestas');
    expect(dialog.getByLabelText(/^Título/)).toBeDisabled();
    expect(dialog.getByLabelText('Instrucciones')).toBeDisabled();
    const due = dialog.getByLabelText(/^Fecha de entrega/);
    expect(due).toBeEnabled();
    await userEvent.clear(due);
    await userEvent.type(due, '2026-12-05T23:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Evaluación actualizada ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Tarea 1',
      instructions: 'Analiza el caso.',
      dueAt: '2026-12-06T04:00:00.000Z',
    });
  });

  it('«Prórrogas» lists the current extensions, grants one to a student of the course and removes one', async () => {
    const row = (userId: number, fullName: string) => ({
      userId,
      fullName,
      email: `${userId}@inpro.test`,
      scores: {},
      categories: [],
      grade: null,
    });
    const { shell } = render(
      {
        'PUT /teacher/evaluations/1/extensions': () => evaluation(1),
        'DELETE /teacher/evaluations/1/extensions/21': () => evaluation(1),
      },
      '/prof/evaluaciones',
      {
        '/teacher/evaluations': [
          evaluation(1, { extensions: [{ userId: 21, fullName: 'Ana Alumna', dueAt: '2026-12-05T04:59:00.000Z' }] }),
        ],
        '/teacher/courses/5/gradebook': {
          courseId: 5,
          courseTitle: 'Derecho',
          courseCode: 'RD-5',
          passingMark: 11,
          categories: [],
          columns: [],
          rows: [row(21, 'Ana Alumna'), row(22, 'Beto Alumno')],
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Prórrogas de Tarea 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Prórrogas: Tarea 1' }));
    expect(dialog.getByText(/Ana Alumna: hasta el 04\/12\/2026 23:59/)).toBeInTheDocument();
    const student = await dialog.findByLabelText(/^Alumno/);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar prórroga' }));
    expect(await dialog.findByText('Elige un alumno.')).toBeInTheDocument();
    await userEvent.selectOptions(student, '22');
    const due = dialog.getByLabelText(/^Nueva fecha de entrega/);
    await userEvent.clear(due);
    await userEvent.type(due, '2026-12-08T23:59');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar prórroga' }));
    expect(await screen.findByText('Prórroga guardada ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toEqual({ userId: 22, dueAt: '2026-12-08T23:59' });
    await userEvent.click(dialog.getByRole('button', { name: 'Quitar la prórroga de Ana Alumna' }));
    expect(await screen.findByText('Prórroga eliminada.')).toBeInTheDocument();
    expect(shell.requests).toContain('DELETE /teacher/evaluations/1/extensions/21');
  });
});
