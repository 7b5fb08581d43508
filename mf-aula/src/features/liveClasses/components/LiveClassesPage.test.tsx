import { act, screen, within } from '@testing-library/react';
import { httpError } from '@inpro/ui/src/testing';
import type { StudentClass } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { LiveClassesPage } from './LiveClassesPage';

// 10/03/2026 20:00 in Lima.
const NOW = Date.parse('2026-03-11T01:00:00.000Z');

const session = (
  id: number,
  sessionDate: string,
  startTime: string,
  endTime: string,
  fields: Partial<StudentClass> = {},
): StudentClass => ({
  id,
  courseId: 3,
  courseTitle: `Curso ${id}`,
  courseCode: `RD-${id}`,
  sessionDate,
  startTime,
  endTime,
  startsAt: new Date(`${sessionDate}T${startTime}:00-05:00`).toISOString(),
  endsAt: new Date(`${sessionDate}T${endTime}:00-05:00`).toISOString(),
  mode: 'Virtual',
  topic: `Tema ${id}`,
  orderIdx: id,
  joinUrl: `https://meet.example/${id}`,
  attendanceOpenUntil: null,
  cancelledAt: null,
  status: 'PROXIMA',
  canJoin: false,
  attendanceOpen: false,
  teacherVisible: 'Dra. Rosa Paz',
  attendanceStatus: 'PENDIENTE',
  ...fields,
});

const list = [
  session(1, '2026-03-09', '19:00', '21:00'),
  session(2, '2026-03-10', '19:30', '21:30'),
  session(3, '2026-03-10', '20:10', '22:00'),
  session(4, '2026-03-10', '23:00', '23:59'),
  session(5, '2026-03-12', '19:00', '21:00', { cancelledAt: '2026-03-09T00:00:00.000Z' }),
];

describe('LiveClassesPage', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  it('highlights the class live now and derives every status and Unirse from the Lima clock', async () => {
    renderPage(<LiveClassesPage />, { path: '/aula/clases', get: { '/student/classes': list } });
    const live = await screen.findByTestId('live-class');
    expect(within(live).getByText('● En vivo')).toBeInTheDocument();
    expect(within(live).getByRole('heading', { name: 'Curso 2' })).toBeInTheDocument();
    expect(within(live).getByText(/19:30 – 21:30 \(hora de Lima\)/)).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: /^Unirse a Curso 2/ })).toHaveAttribute('href', 'https://meet.example/2');

    const [current, past] = screen.getAllByRole('table');
    const row = (table: HTMLElement, name: string) => within(within(table).getByRole('row', { name: new RegExp(name) }));
    // Starts in 10 minutes: 'Unirse' already enabled.
    expect(row(current, 'Curso 3').getByText('Próxima')).toBeInTheDocument();
    expect(row(current, 'Curso 3').getByRole('link', { name: /^Unirse a Curso 3/ })).toHaveAttribute('target', '_blank');
    // Starts in 3 hours: disabled, with the reason.
    const later = row(current, 'Curso 4').getByRole('button', {
      name: /Unirse a Curso 4: Tema 4\. Disponible 15 minutos antes del inicio\./,
    });
    expect(later).toBeDisabled();
    expect(row(current, 'Curso 4').getByText('10/03/2026')).toBeInTheDocument();
    expect(row(current, 'Curso 4').getByText('23:00 – 23:59')).toBeInTheDocument();
    expect(row(past, 'Curso 1').getByText('Finalizada')).toBeInTheDocument();
    expect(row(past, 'Curso 1').getByRole('button', { name: /Unirse/ })).toBeDisabled();
    expect(row(past, 'Curso 5').getByText('Cancelada')).toBeInTheDocument();
    expect(row(past, 'Curso 1').getByRole('link', { name: 'Asistencia' })).toHaveAttribute('href', '/aula/asistencia/3');
  });

  it('shows a class as live at its start and stops at its end, by the clock alone (no reload, no refetch)', async () => {
    jest.restoreAllMocks();
    // 20:29:58 in Lima; the class runs 20:30–20:31.
    jest.useFakeTimers({ now: Date.parse('2026-03-11T01:29:58.000Z') });
    try {
      renderPage(<LiveClassesPage />, { path: '/aula/clases', get: { '/student/classes': [session(6, '2026-03-10', '20:30', '20:31')] } });
      expect(await screen.findByRole('link', { name: /^Unirse a Curso 6/ })).toBeInTheDocument();
      expect(screen.queryByTestId('live-class')).toBeNull();
      act(() => jest.advanceTimersByTime(2_001));
      const live = screen.getByTestId('live-class');
      expect(within(live).getByRole('link', { name: /^Unirse a Curso 6/ })).toBeInTheDocument();
      expect(within(live).getByRole('link', { name: 'Marcar asistencia' })).toHaveAttribute('href', '/aula/asistencia/3');
      // The end, two seconds after the periodic refresh at 60 s: gone at once, not at the next one.
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.queryByTestId('live-class')).toBeNull();
      expect(screen.getByRole('button', { name: /Unirse a Curso 6: Tema 6\. La clase terminó\./ })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('empty and error states', async () => {
    const { unmount } = renderPage(<LiveClassesPage />, { path: '/aula/clases', get: { '/student/classes': [] } });
    expect(screen.getByText('Cargando tus clases…')).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes clases programadas.')).toBeInTheDocument();
    unmount();
    renderPage(<LiveClassesPage />, {
      path: '/aula/clases',
      get: {
        '/student/classes': () => {
          throw httpError(500);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar tus clases.');
  });
});
