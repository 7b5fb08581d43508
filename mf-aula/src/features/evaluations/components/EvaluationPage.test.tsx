import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import { evaluation, submission } from '../../../testing/evaluations';
import { renderPage } from '../../../testing/renderPage';
import { EvaluationPage } from './EvaluationPage';

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
    // The student may send again until the due date, so the first form says so (not "only once").
    expect(screen.getByText('Puedes reenviar hasta la fecha límite; se califica la última entrega.')).toBeInTheDocument();
    expect(screen.queryByText(/una vez/)).not.toBeInTheDocument();
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

  it('takes a quiz attempt: answers saved as the student goes, a confirmation before the final submission', async () => {
    const quiz = evaluation({ type: 'Quiz', title: 'Quiz 1', timeLimitMinutes: 20 });
    const attempt = {
      id: 40,
      evaluationId: 12,
      number: 1,
      startedAt: new Date().toISOString(),
      deadlineAt: new Date(Date.now() + 20 * 60_000).toISOString(),
      submittedAt: null,
      autoSubmitted: false,
      questions: [
        { id: 'q1', text: '¿Qué es el dolo?', options: ['Intención', 'Culpa'] },
        { id: 'q2', kind: 'short', text: '¿Norma suprema?', options: [] },
      ],
      responses: {},
      score: null,
      correct: null,
      total: 2,
      pendingEssays: false,
      feedback: null,
    };
    let attempts: unknown[] = [attempt];
    const { shell } = render(quiz, {
      'GET /student/evaluations/12/attempts': () => attempts,
      'PUT /student/attempts/40/responses': (c: FakeCall) => ({ ...attempt, responses: (c.body as { responses: unknown }).responses }),
      'POST /student/attempts/40/submit': () => {
        attempts = [{ ...attempt, submittedAt: new Date().toISOString(), score: 20, correct: 2 }];
        return attempts[0];
      },
    });
    const q1 = await screen.findByRole('group', { name: '1. ¿Qué es el dolo?' });
    expect(screen.getByText(/1 intento \(usados: 0\) · tiempo límite: 20 min/)).toBeInTheDocument();
    await userEvent.click(within(q1).getByLabelText('Intención'));
    await userEvent.type(screen.getByLabelText('2. ¿Norma suprema?'), 'Constitución');
    await waitFor(() => expect(shell.calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar intento' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Enviar el intento?' });
    expect(dialog).toHaveTextContent('Respondiste 2 de 2 preguntas.');
    expect(shell.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar definitivamente' }));
    await waitFor(() => expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({ responses: { q1: 0, q2: 'Constitución' } }));
    expect(await screen.findByText(/Intento 1: 20\.00 \(2 de 2 correctas\)/)).toBeInTheDocument();
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
