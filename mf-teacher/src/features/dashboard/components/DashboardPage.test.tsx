import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limaDate, shiftMonthForTest } from './testMonth';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import { makeCourse, renderPage } from '../../../testing/renderPage';
import { DashboardPage } from './DashboardPage';

jest.setTimeout(40_000);

const today = limaDate();
const month = today.slice(0, 7);
const session = (id: number, date: string, over = {}) => ({
  id,
  courseId: 5,
  courseTitle: 'Derecho Constitucional',
  courseCode: 'RD-5',
  sessionDate: date,
  startTime: '19:00',
  endTime: '21:00',
  startsAt: null,
  endsAt: null,
  mode: 'Virtual',
  topic: 'Amparo',
  orderIdx: 0,
  joinUrl: 'https://meet.example.pe/x',
  attendanceOpenUntil: null,
  cancelledAt: null,
  status: 'PROXIMA',
  canJoin: false,
  attendanceOpen: false,
  counts: { enrolled: 0, present: 0, absent: 0, pending: 0 },
  pendingRectifications: 0,
  ...over,
});

function render(get: Record<string, unknown> = {}, routes: Record<string, unknown> = {}) {
  return renderPage(<DashboardPage />, {
    path: '/prof',
    get: {
      '/teacher/dashboard': {
        pendingReview: 7,
        pendingRectifications: 2,
        courses: [
          { courseId: 5, title: 'Derecho Constitucional', code: 'RD-5', students: 12, sessionsHeld: 3, sessionsTotal: 8, percent: 38 },
          { courseId: 8, title: 'Arbitraje Comercial', code: 'RD-8', students: 4, sessionsHeld: 0, sessionsTotal: 0, percent: 0 },
        ],
      },
      '/teacher/courses': { content: [makeCourse()], page: 0, size: 50, totalElements: 1, totalPages: 1 },
      '/teacher/sessions': (c: FakeCall) =>
        c.params?.month === month
          ? [session(1, today), session(2, today, { courseTitle: 'Arbitraje Comercial', cancelledAt: '2026-01-01T00:00:00Z' })]
          : [],
      '/teacher/announcements': [
        {
          id: 3,
          courseId: 5,
          courseTitle: 'Derecho Constitucional',
          courseCode: 'RD-5',
          title: 'Traigan la Constitución',
          body: 'Edición 2024.',
          author: 'Dra. Lucía',
          createdAt: '2026-11-20T15:00:00.000Z',
        },
      ],
      ...get,
    },
    routes,
  });
}

describe('teacher DashboardPage', () => {
  it('shows the pending count, the progress bars and the month calendar from the API', async () => {
    render();
    expect(await screen.findByRole('link', { name: '7 Entregas pendientes de revisión' })).toHaveAttribute('href', '/prof/evaluaciones');
    expect(screen.getByRole('link', { name: '2 Solicitudes de rectificación' })).toHaveAttribute('href', '/prof/clases');
    const bar = screen.getByRole('progressbar', { name: 'Derecho Constitucional' });
    expect(bar).toHaveAttribute('aria-valuenow', '38');
    expect(bar).toHaveAttribute('aria-valuetext', '38% (3 de 8 sesiones)');
    expect(screen.getByRole('progressbar', { name: 'Arbitraje Comercial' })).toHaveAttribute('aria-valuenow', '0');
    const calendar = screen.getByRole('region', { name: 'Clases del mes' });
    const cell = await waitFor(() => {
      const td = calendar.querySelector(`[data-date="${today}"]`) as HTMLElement;
      expect(within(td).getByText('19:00 Derecho Constitucional')).toBeInTheDocument();
      return td;
    });
    expect(cell).toHaveAttribute('aria-current', 'date');
    expect(within(cell).getByText('19:00 Arbitraje Comercial')).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Mes siguiente' }));
    expect(await within(calendar).findByRole('heading', { name: new RegExp(shiftMonthForTest(month, 1), 'i') })).toBeInTheDocument();
  });

  it('posts an announcement to a course', async () => {
    const { shell } = render({}, { 'POST /teacher/announcements': (c: FakeCall) => ({ id: 4, ...(c.body as object) }) });
    const form = within(await screen.findByRole('form', { name: 'Nuevo anuncio' }));
    expect(await screen.findByText('Traigan la Constitución')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Publicar anuncio' }));
    expect(await form.findByText('Selecciona un curso.')).toBeInTheDocument();
    expect(form.getByText('Escribe el anuncio.')).toBeInTheDocument();
    // The first invalid field gets the focus, so its message is read out.
    await waitFor(() => expect(form.getByLabelText(/^Curso/)).toHaveFocus());
    await userEvent.selectOptions(await form.findByLabelText(/^Curso/), '5');
    await userEvent.type(form.getByLabelText(/^Anuncio/), 'Clase de repaso el sábado');
    await userEvent.click(form.getByRole('button', { name: 'Publicar anuncio' }));
    expect(await screen.findByText('Anuncio publicado ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.url === '/teacher/announcements' && c.method === 'POST')?.body).toEqual({
      courseId: 5,
      title: 'Clase de repaso el sábado',
      body: '',
    });
  });

  it('the schedule-class form creates a session', async () => {
    const { shell } = render({}, { 'POST /teacher/sessions': (c: FakeCall) => session(9, '2026-12-01', c.body as object) });
    const form = within(await screen.findByRole('form', { name: 'Programar clase' }));
    await userEvent.selectOptions(await form.findByLabelText(/^Curso/), '5');
    await userEvent.type(form.getByLabelText(/^Enlace de la clase/), 'https://meet.example.pe/y');
    await userEvent.type(form.getByLabelText(/^Fecha/), '2026-12-01');
    await userEvent.type(form.getByLabelText(/^Hora de inicio/), '18:00');
    await userEvent.type(form.getByLabelText(/^Hora de fin/), '20:00');
    await userEvent.click(form.getByRole('button', { name: 'Programar clase' }));
    expect(await screen.findByText('Clase programada ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      courseId: 5,
      sessionDate: '2026-12-01',
      startTime: '18:00',
      endTime: '20:00',
    });
    // The calendar asks again.
    await waitFor(() => expect(shell.calls.filter((c) => c.url === '/teacher/sessions').length).toBeGreaterThan(1));
  });

  it('says so when the summary cannot be loaded', async () => {
    render({ '/teacher/dashboard': () => Promise.reject(httpError(500)) });
    expect(await screen.findByText('No se pudo cargar el resumen.')).toBeInTheDocument();
  });
});
