import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import type { StudentEvaluation, StudentSubmission } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { EvaluationPage } from './EvaluationPage';

const evaluation = (fields: Partial<StudentEvaluation> = {}): StudentEvaluation => ({
  id: 12,
  courseId: 3,
  courseTitle: 'Derecho Penal',
  courseCode: 'RD-3',
  type: 'Tarea',
  title: 'Informe de jurisprudencia',
  instructions: 'Analiza la casación 123-2024.',
  dueAt: '2026-12-20T04:59:00.000Z',
  weight: null,
  resourceId: null,
  questions: [],
  state: 'POR_ENTREGAR',
  canSubmit: true,
  submission: null,
  ...fields,
});

const submission = (fields: Partial<StudentSubmission> = {}): StudentSubmission => ({
  id: 5,
  status: 'PENDIENTE',
  submittedAt: '2026-12-10T15:00:00.000Z',
  text: 'Mi informe',
  file: null,
  answers: null,
  quizResult: null,
  score: null,
  feedback: null,
  gradedAt: null,
  ...fields,
});

function render(ev: unknown, routes: Record<string, unknown> = {}, url = '/aula/evaluaciones/3/12') {
  return renderPage(<EvaluationPage />, {
    path: '/aula/evaluaciones/:courseId/:evaluationId',
    url,
    get: { '/student/evaluations/12': ev },
    routes,
  });
}

describe('EvaluationPage', () => {
  it('submits a task with text (JSON) and then shows the submission', async () => {
    const { shell } = render(evaluation(), {
      'POST /student/evaluations/12/submission': (c: FakeCall) =>
        evaluation({ state: 'ENTREGADA', canSubmit: false, submission: submission({ text: (c.body as { text: string }).text }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de jurisprudencia' })).toBeInTheDocument();
    expect(screen.getByText('Analiza la casación 123-2024.')).toBeInTheDocument();
    expect(screen.getByText('19/12/2026 23:59 (hora de Lima)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(screen.getByText('Escribe tu respuesta o adjunta un archivo.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tu respuesta'), 'Mi informe');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByRole('heading', { name: 'Tu entrega' })).toBeInTheDocument();
    expect(screen.getByText('Entrega enviada.')).toBeInTheDocument();
    expect(screen.getByTestId('submission-score')).toHaveTextContent('Pendiente de calificación');
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Mi informe' });
  });

  it('attaches a file as multipart', async () => {
    const { shell } = render(evaluation(), {
      'POST /student/evaluations/12/submission': () => evaluation({ state: 'ENTREGADA', canSubmit: false, submission: submission() }),
    });
    const input = await screen.findByLabelText('Archivo (opcional)');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'informe.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    await screen.findByRole('heading', { name: 'Tu entrega' });
    const body = shell.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('informe.pdf');
    expect(body.get('text')).toBe('');
  });

  it("shows the server's refusal of a file on the file field", async () => {
    const refused = 'Tipo de archivo no permitido.';
    render(evaluation(), {
      'POST /student/evaluations/12/submission': () => {
        throw Object.assign(httpError(415, refused), { response: { status: 415, data: { error: refused, details: { file: refused } } } });
      },
    });
    const input = await screen.findByLabelText('Archivo (opcional)');
    await userEvent.upload(input, new File(['MZ'], 'virus.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(refused)));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the Spanish refusal of a late or repeated submission', async () => {
    render(evaluation(), {
      'POST /student/evaluations/12/submission': () => {
        throw httpError(409, 'Ya enviaste esta evaluación; no se permiten entregas repetidas.');
      },
    });
    await userEvent.type(await screen.findByLabelText('Tu respuesta'), 'Otra vez');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar entrega' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya enviaste esta evaluación; no se permiten entregas repetidas.');
  });

  it('takes a quiz: every question must be answered, then the automatic score', async () => {
    const quiz = evaluation({
      type: 'Quiz',
      title: 'Quiz 1',
      questions: [
        { id: 'q1', text: '¿Qué es el dolo?', options: ['Intención', 'Culpa'] },
        { id: 'q2', text: '¿Plazo de apelación?', options: ['3 días', '10 días', '1 año'] },
      ],
    });
    const { shell } = render(quiz, {
      'POST /student/evaluations/12/quiz': () =>
        evaluation({
          type: 'Quiz',
          state: 'CALIFICADA',
          canSubmit: false,
          submission: submission({
            status: 'CALIFICADO',
            text: null,
            answers: { q1: 0, q2: 1 },
            quizResult: { correct: 1, total: 2 },
            score: 10,
          }),
        }),
    });
    const q1 = await screen.findByRole('group', { name: '1. ¿Qué es el dolo?' });
    await userEvent.click(within(q1).getByLabelText('Intención'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Responde todas las preguntas.');
    expect(shell.calls.some((c) => c.method === 'POST')).toBe(false);
    // The question left is marked and its first option gets the focus.
    const q2 = screen.getByRole('group', { name: '2. ¿Plazo de apelación?' });
    expect(q2).toHaveAttribute('aria-invalid', 'true');
    expect(q2).toHaveAccessibleDescription('Responde todas las preguntas.');
    expect(q1).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(within(q2).getByLabelText('3 días')).toHaveFocus());
    await userEvent.click(within(screen.getByRole('group', { name: '2. ¿Plazo de apelación?' })).getByLabelText('10 días'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    await waitFor(() => expect(screen.getByTestId('submission-score')).toHaveTextContent('10.00'));
    expect(screen.getByText('1 de 2')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({ answers: { q1: 0, q2: 1 } });
  });

  it('a graded submission shows the score and the feedback; an overdue one says the deadline passed', async () => {
    const { unmount } = render(
      evaluation({
        state: 'CALIFICADA',
        canSubmit: false,
        submission: submission({ status: 'CALIFICADO', score: 15.5, feedback: 'Muy bien.' }),
      }),
    );
    expect(await screen.findByTestId('submission-score')).toHaveTextContent('15.50');
    expect(screen.getByText('Muy bien.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar entrega' })).toBeNull();
    unmount();
    render(evaluation({ state: 'VENCIDA', canSubmit: false }));
    expect(await screen.findByText('El plazo de entrega venció; ya no se aceptan entregas.')).toBeInTheDocument();
    expect(screen.getByText('Vencida')).toBeInTheDocument();
  });

  it('invalid ids and 403', async () => {
    const { unmount } = render(evaluation(), {}, '/aula/evaluaciones/3/abc');
    expect(screen.getByRole('alert')).toHaveTextContent('ID de evaluación inválido.');
    unmount();
    render(() => {
      throw httpError(403, 'No estás inscrito en este curso.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No estás inscrito en este curso.');
  });
});
