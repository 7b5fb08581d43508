import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { OFFLINE_NOT_SAVED } from '@inpro/ui';
import { createQueryClient } from '@inpro/ui/src/query/createQueryClient';
import { createFakeShell, httpError } from '@inpro/ui/src/testing';
import type { MyCourse, StudentEvaluation } from '@inpro/shared-contracts';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { DashboardPage } from './DashboardPage';

jest.mock('@inpro/ui/charts', () => ({
  Chart: (props: { title: string; labels: string[]; series: Array<{ label: string; data: number[] }> }) => (
    <figure data-testid="chart" aria-label={props.title}>
      {props.labels.join(' | ')} → {props.series.map((s) => `${s.label}: ${s.data.join(',')}`).join(' / ')}
    </figure>
  ),
}));

const course = (id: number, title: string): MyCourse => ({
  id,
  title,
  code: `RD-${id}`,
  area: 'Penal',
  level: 'Básico',
  type: 'Curso',
  teacherVisible: '',
  image: null,
  hours: 40,
  startDate: null,
  endDate: null,
  enrolledAt: '',
  unitsCount: 2,
});

const evaluation = (id: number, dueAt: string, canSubmit: boolean): StudentEvaluation => ({
  id,
  courseId: 1,
  courseTitle: 'Curso 1',
  courseCode: 'RD-1',
  type: 'Tarea',
  title: `Tarea ${id}`,
  instructions: '',
  dueAt,
  ownDueAt: dueAt,
  weight: null,
  resourceId: null,
  opensAt: null,
  timeLimitMinutes: null,
  maxAttempts: 1,
  attemptRule: 'HIGHEST',
  shuffle: false,
  bankCount: null,
  attemptsUsed: 0,
  openAttemptId: null,
  questions: [],
  state: canSubmit ? 'POR_ENTREGAR' : 'ENTREGADA',
  canSubmit,
  submission: null,
});

const courses = [1, 2, 3, 4, 5].map((i) => course(i, `Curso ${i}`));

function answers(overrides: Record<string, unknown> = {}) {
  return {
    '/student/home': {
      totalCourses: 6,
      nextAssignment: { title: 'Clase: Prueba indiciaria', course_code: 'RD-102-2026', due_date: '2026-03-11T00:00:00.000Z' },
    },
    '/student/courses': { content: courses, page: 0, size: 5, totalElements: 6, totalPages: 2 },
    '/student/progress': [1, 2, 3, 4, 5, 6].map((i) => ({
      courseId: i,
      title: `Curso ${i}`,
      code: `RD-${i}`,
      attended: 1,
      opened: 1,
      held: 2,
      sessionsTotal: 4,
      resources: 2,
      percent: i * 10,
    })),
    '/student/grades': {
      items: [
        {
          submissionId: 1,
          evaluationId: 1,
          evaluationTitle: 'Examen parcial',
          type: 'Examen',
          courseId: 1,
          courseTitle: 'Curso 1',
          courseCode: 'RD-1',
          score: 15.5,
          weight: null,
          gradedAt: '2026-03-01T15:00:00.000Z',
          feedback: null,
          passed: true,
        },
      ],
      average: 15.5,
      passingMark: 11,
      passed: true,
    },
    '/student/evaluations': [
      evaluation(1, '2026-12-01T05:00:00.000Z', false),
      evaluation(2, '2026-12-20T04:59:00.000Z', true),
      evaluation(3, '2026-12-10T04:59:00.000Z', true),
    ],
    '/student/announcements': [
      {
        id: 1,
        courseId: 1,
        courseTitle: 'Curso 1',
        courseCode: 'RD-1',
        title: 'Clase reprogramada',
        body: 'Será el jueves.',
        author: 'Dra. Paz',
        createdAt: '2026-03-01T15:00:00.000Z',
      },
    ],
    '/student/performance': {
      points: [
        {
          evaluationId: 1,
          title: 'Examen parcial',
          type: 'Examen',
          courseId: 1,
          courseTitle: 'Curso 1',
          courseCode: 'RD-1',
          date: '2026-03-01T15:00:00.000Z',
          score: 15.5,
        },
      ],
      average: 15.5,
      passingMark: 11,
    },
    ...overrides,
  };
}

const render = (get: Record<string, unknown> = answers()) => renderPage(<DashboardPage />, { path: '/aula', get });

describe('DashboardPage', () => {
  it('shows total courses and the next assignment from GET /student/home', async () => {
    const { shell } = render();
    expect(await screen.findByTestId('total-courses')).toHaveTextContent('6');
    const next = screen.getByTestId('next-assignment');
    expect(next).toHaveTextContent('Clase: Prueba indiciaria');
    expect(next).toHaveTextContent('RD-102-2026');
    expect(next).toHaveTextContent('10/03/2026 19:00 (hora de Lima)');
    expect(shell.calls.find((c) => c.url === '/student/courses')?.params).toEqual({ page: 0, size: 5 });
  });

  it("'Próxima actividad' puts the class live right now first, with 'Unirse', before the next thing due", async () => {
    // 10/03/2026 20:00 in Lima: the class of 19:30–21:30 is live.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-11T01:00:00.000Z'));
    const liveClass = {
      id: 41,
      courseId: 3,
      courseTitle: 'Derecho Procesal Penal',
      courseCode: 'RD-3',
      sessionDate: '2026-03-10',
      startTime: '19:30',
      endTime: '21:30',
      startsAt: '2026-03-11T00:30:00.000Z',
      endsAt: '2026-03-11T02:30:00.000Z',
      mode: 'Virtual',
      topic: 'Prueba indiciaria',
      orderIdx: 1,
      joinUrl: 'https://meet.example/41',
      attendanceOpenUntil: null,
      cancelledAt: null,
      status: 'EN_VIVO',
      canJoin: true,
      attendanceOpen: false,
      teacherVisible: 'Dra. Rosa Paz',
      attendanceStatus: 'PENDIENTE',
    };
    try {
      render(
        answers({
          '/student/classes': [
            liveClass,
            {
              ...liveClass,
              id: 42,
              courseTitle: 'Más tarde',
              startTime: '23:00',
              endTime: '23:59',
              startsAt: '2026-03-11T04:00:00.000Z',
              endsAt: '2026-03-11T04:59:00.000Z',
            },
          ],
        }),
      );
      const card = await screen.findByRole('region', { name: 'Próxima actividad' });
      const live = await within(card).findByTestId('live-activity');
      expect(live).toHaveTextContent('En vivo');
      expect(live).toHaveTextContent('Derecho Procesal Penal');
      expect(live).toHaveTextContent('Prueba indiciaria · 19:30 – 21:30 (hora de Lima)');
      expect(within(live).getByRole('link', { name: /^Unirse a Derecho Procesal Penal/ })).toHaveAttribute(
        'href',
        'https://meet.example/41',
      );
      expect(within(card).getAllByTestId('live-activity')).toHaveLength(1);
      // The live class comes before the next thing due.
      const next = within(card).getByTestId('next-assignment');
      expect(live.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('lists every course the student follows, each with its progress bar (6 of 6, not the first page of 5)', async () => {
    render();
    const card = await screen.findByRole('region', { name: 'Mi progreso' });
    const bars = await within(card).findAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['10', '20', '30', '40', '50', '60']);
    expect(within(card).getByRole('progressbar', { name: 'Curso 1' })).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Curso 6' })).toBeInTheDocument();
    expect(within(card).getAllByRole('link', { name: 'Materiales' })[0]).toHaveAttribute('href', '/aula/materiales/1');
    expect(within(card).getAllByRole('link', { name: 'Calificaciones' })[5]).toHaveAttribute('href', '/aula/notas/6');
  });

  it('recent grades with the average, next delivery, materials links, announcements and the performance chart', async () => {
    render();
    const grades = await screen.findByRole('region', { name: 'Notas recientes' });
    expect(await within(grades).findByText('Examen parcial')).toBeInTheDocument();
    expect(within(grades).getByTestId('dash-average')).toHaveTextContent('15.50');
    const delivery = await screen.findByTestId('next-delivery');
    expect(delivery).toHaveTextContent('Tarea 3');
    expect(within(delivery).getByRole('link', { name: 'Entregar' })).toHaveAttribute('href', '/aula/evaluaciones/1/3');
    expect(screen.getByRole('link', { name: 'Curso 2 (materiales)' })).toHaveAttribute('href', '/aula/materiales/2');
    expect(await screen.findByText('Clase reprogramada')).toBeInTheDocument();
    expect(screen.getByText('Será el jueves.')).toBeInTheDocument();
    const chart = await screen.findByTestId('chart');
    expect(chart).toHaveTextContent('Examen parcial (01/03) → Nota: 15.5 / Nota aprobatoria: 11');
    expect(screen.getByRole('region', { name: 'Estado de cuenta' })).toBeInTheDocument();
  });

  it('empty: Aún no estás matriculado en cursos. with a link to /cursos', async () => {
    const shell = createFakeShell({ user: STUDENT, get: answers({ '/student/home': { totalCourses: 0, nextAssignment: null } }) });
    renderPage(<DashboardPage />, { path: '/aula', shell });
    expect(await screen.findByText('Aún no estás matriculado en cursos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ver cursos disponibles' }));
    expect(shell.navigations).toEqual(['/cursos']);
  });

  it('error: No se pudo cargar tu información. Intenta de nuevo. with a retry', async () => {
    let n = 0;
    render(
      answers({
        '/student/home': () => {
          n += 1;
          if (n === 1) throw httpError(500, 'Fallo interno');
          return { totalCourses: 1, nextAssignment: null };
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar tu información. Intenta de nuevo.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('total-courses')).toHaveTextContent('1');
    expect(screen.getByText('No tienes actividades próximas.')).toBeInTheDocument();
  });

  it('a failing card shows its own error and keeps the rest', async () => {
    render(
      answers({
        '/student/grades': () => {
          throw httpError(500);
        },
      }),
    );
    const grades = await screen.findByRole('region', { name: 'Notas recientes' });
    expect(await within(grades).findByRole('alert')).toHaveTextContent('No se pudieron cargar tus notas.');
    expect(screen.getByTestId('total-courses')).toHaveTextContent('6');
  });

  describe("without a connection (the remotes' own query rules)", () => {
    afterEach(() => onlineManager.setOnline(true));

    it('a screen never opened online says so, not an error page, and loads by itself when the connection returns', async () => {
      let online = false;
      onlineManager.setOnline(false);
      const answersOnline = answers();
      const get = Object.fromEntries(
        Object.entries(answersOnline).map(([path, answer]) => [
          path,
          () => {
            // Neither the network nor the worker's copy answers while offline.
            if (!online) throw new Error('Network Error');
            return answer;
          },
        ]),
      );
      renderPage(<DashboardPage />, { path: '/aula', get, queryClient: createQueryClient() });
      expect(await screen.findByText(OFFLINE_NOT_SAVED, undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      online = true;
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByTestId('total-courses')).toHaveTextContent('6');
    });

    it('a refresh that fails keeps what the screen showed', async () => {
      let fail = false;
      const home = answers()['/student/home'];
      const { queryClient } = renderPage(<DashboardPage />, {
        path: '/aula',
        get: answers({
          '/student/home': () => {
            if (fail) throw new Error('Network Error');
            return home;
          },
        }),
        queryClient: createQueryClient(),
      });
      expect(await screen.findByTestId('total-courses')).toHaveTextContent('6');
      fail = true;
      await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
      // The refresh and its one retry fail: the figures stay, no error replaces them.
      await waitFor(() => expect(queryClient.getQueryState(['aula', 'home'])?.status).toBe('error'), { timeout: 5000 });
      expect(screen.getByTestId('total-courses')).toHaveTextContent('6');
      expect(screen.queryByText('No se pudo cargar tu información. Intenta de nuevo.')).toBeNull();
    });
  });
});
