import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysToDate, limaDate, limaTime, type TeacherClassSession } from '@inpro/shared-contracts';
import { httpError, type FakeCall } from '@inpro/ui/src/testing';
import { makeCourse, renderPage } from '../../../testing/renderPage';
import { LiveClassesPage } from './LiveClassesPage';

jest.setTimeout(40_000);

const today = limaDate();
const hour = (delta: number) => limaTime(Date.now() + delta * 3600_000);
const counts = { enrolled: 2, present: 1, absent: 0, pending: 1 };

function session(id: number, over: Partial<TeacherClassSession> = {}): TeacherClassSession {
  return {
    id,
    courseId: 5,
    courseTitle: 'Derecho Constitucional',
    courseCode: 'RD-5',
    sessionDate: today,
    startTime: '08:00',
    endTime: '09:00',
    startsAt: null,
    endsAt: null,
    mode: 'Virtual',
    topic: `Tema ${id}`,
    orderIdx: id,
    joinUrl: 'https://meet.example.pe/abc',
    attendanceOpenUntil: null,
    cancelledAt: null,
    status: 'PROXIMA',
    canJoin: false,
    attendanceOpen: false,
    counts,
    pendingRectifications: 0,
    ...over,
  };
}

// Live now: began an hour ago (unless it is near midnight, when the test still sees one live class).
const live = session(1, {
  topic: 'Control difuso',
  startTime: hour(-1) < hour(0) ? hour(-1) : '00:00',
  endTime: hour(2) > hour(0) ? hour(2) : '23:59',
  pendingRectifications: 1,
});
const upcoming = session(2, { topic: 'Amparo', sessionDate: addDaysToDate(today, 3), startTime: '19:00', endTime: '21:00' });
const past = session(3, { topic: 'Introducción', sessionDate: addDaysToDate(today, -7), startTime: '19:00', endTime: '21:00' });
const roll = {
  session: { ...live, counts },
  students: [
    {
      userId: 21,
      fullName: 'Jorge Luis Ramírez Torres',
      email: 'estudiante@inpro.test',
      studentCode: 'A2026-0001',
      enrolmentStatus: 'ACTIVO',
      status: 'PRESENTE',
      markedAt: new Date().toISOString(),
      markedByStaff: false,
      rectification: null,
    },
    {
      userId: 22,
      fullName: 'Ana Sofía Gutiérrez Lozano',
      email: 'ana@inpro.test',
      studentCode: 'A2026-0002',
      enrolmentStatus: 'ACTIVO',
      status: 'PENDIENTE',
      markedAt: null,
      markedByStaff: false,
      rectification: {
        id: 70,
        status: 'PENDIENTE',
        reason: 'Estuve conectada desde el celular.',
        answer: null,
        createdAt: new Date().toISOString(),
        resolvedAt: null,
      },
    },
  ],
};

function render(routes: Record<string, unknown> = {}, sessions: unknown = [live, upcoming, past]) {
  return renderPage(<LiveClassesPage />, {
    path: '/prof/clases',
    get: {
      '/teacher/sessions': sessions,
      '/teacher/courses': { content: [makeCourse()], page: 0, size: 50, totalElements: 1, totalPages: 1 },
      '/teacher/rectifications': [],
      '/teacher/sessions/1/roll': roll,
      '/teacher/sessions/2/roll': { ...roll, session: upcoming },
    },
    routes,
  });
}

describe('LiveClassesPage', () => {
  it('groups the sessions: live, upcoming and past, with counters', async () => {
    render();
    const liveTab = await screen.findByRole('tab', { name: 'En vivo (1)' });
    expect(liveTab).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: 'Derecho Constitucional — Control difuso' });
    expect(within(card).getByText('En vivo')).toBeInTheDocument();
    expect(card).toHaveTextContent('2 inscritos · 1 presente · 0 ausentes · 1 pendiente');
    expect(within(card).getByText('1 rectificación pendiente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Próximas (1)' }));
    expect(await screen.findByRole('article', { name: 'Derecho Constitucional — Amparo' })).toHaveTextContent('Próxima');
    await userEvent.click(screen.getByRole('tab', { name: 'Finalizadas (1)' }));
    const old = await screen.findByRole('article', { name: 'Derecho Constitucional — Introducción' });
    expect(within(old).queryByRole('button', { name: 'Cancelar clase' })).not.toBeInTheDocument();
  });

  it('schedules a class with the form (course, link, date, times, topic, mode)', async () => {
    const { shell } = render({ 'POST /teacher/sessions': (c: FakeCall) => session(9, c.body as Partial<TeacherClassSession>) });
    await userEvent.click(await screen.findByRole('button', { name: '+ Programar clase' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Programar clase' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Programar clase' }));
    expect(await dialog.findByText('Selecciona un curso.')).toBeInTheDocument();
    expect(dialog.getByText('Indica el enlace de la clase.')).toBeInTheDocument();
    expect(dialog.getByText('Indica la fecha de la clase.')).toBeInTheDocument();
    expect(shell.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.selectOptions(await dialog.findByLabelText(/^Curso/), '5');
    await userEvent.type(dialog.getByLabelText(/^Enlace de la clase/), 'https://meet.example.pe/nueva');
    await userEvent.type(dialog.getByLabelText(/^Fecha/), '2026-12-01');
    await userEvent.type(dialog.getByLabelText(/^Hora de inicio/), '19:00');
    await userEvent.type(dialog.getByLabelText(/^Hora de fin/), '21:00');
    await userEvent.selectOptions(dialog.getByLabelText('Modalidad'), 'Mixto');
    await userEvent.type(dialog.getByLabelText('Tema'), 'Hábeas data');
    await userEvent.click(dialog.getByRole('button', { name: 'Programar clase' }));
    expect(await screen.findByText('Clase programada ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({
      courseId: 5,
      joinUrl: 'https://meet.example.pe/nueva',
      sessionDate: '2026-12-01',
      startTime: '19:00',
      endTime: '21:00',
      topic: 'Hábeas data',
      mode: 'Mixto',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Programar clase' })).not.toBeInTheDocument());
  });

  it('a teacher with more courses than one page finds the course of the class by searching it', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      makeCourse({ id: 101 + i, code: `DC-${String(i + 1).padStart(3, '0')}`, title: `Curso ${i + 1}`, name: `Curso ${i + 1}` }),
    );
    const { shell } = render({
      'GET /teacher/courses': (c: FakeCall) => {
        const found = c.params?.q ? many.filter((m) => m.code === c.params?.q) : many;
        return { content: found.slice(0, 50), page: 0, size: 50, totalElements: found.length, totalPages: Math.ceil(found.length / 50) };
      },
      'POST /teacher/sessions': (c: FakeCall) => session(9, c.body as Partial<TeacherClassSession>),
    });
    await userEvent.click(await screen.findByRole('button', { name: '+ Programar clase' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Programar clase' }));
    const search = await dialog.findByLabelText('Buscar curso');
    const course = dialog.getByLabelText(/^Curso/);
    expect(course).toHaveAccessibleDescription(
      'Se muestran 50 de 60 cursos: escribe parte del código o del nombre para encontrar el resto.',
    );
    await userEvent.type(search, 'DC-057');
    await userEvent.selectOptions(course, await dialog.findByRole('option', { name: 'DC-057 — Curso 57' }));
    await userEvent.type(dialog.getByLabelText(/^Enlace de la clase/), 'https://meet.example.pe/57');
    await userEvent.type(dialog.getByLabelText(/^Fecha/), '2026-12-02');
    await userEvent.type(dialog.getByLabelText(/^Hora de inicio/), '19:00');
    await userEvent.type(dialog.getByLabelText(/^Hora de fin/), '21:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Programar clase' }));
    expect(await screen.findByText('Clase programada ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ courseId: 157, sessionDate: '2026-12-02' });
  });

  it('edits and cancels a session', async () => {
    const { shell } = render({
      'PUT /teacher/sessions/2': (c: FakeCall) => session(2, c.body as Partial<TeacherClassSession>),
      'POST /teacher/sessions/2/cancel': () => session(2, { cancelledAt: new Date().toISOString() }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Próximas (1)' }));
    const card = within(await screen.findByRole('article', { name: /Amparo/ }));
    await userEvent.click(card.getByRole('button', { name: 'Editar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar clase' }));
    expect(dialog.getByLabelText(/^Curso/)).toBeDisabled();
    const topic = dialog.getByLabelText('Tema');
    await userEvent.clear(topic);
    await userEvent.type(topic, 'Amparo y cumplimiento');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Clase actualizada ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      topic: 'Amparo y cumplimiento',
      startTime: '19:00',
      endTime: '21:00',
    });

    await userEvent.click(card.getByRole('button', { name: 'Cancelar clase' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: '¿Cancelar esta clase?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancelar clase' }));
    expect(await screen.findByText('Clase cancelada.')).toBeInTheDocument();
    expect(shell.requests).toContain('POST /teacher/sessions/2/cancel');
  });

  it('a live class is open for attendance while it lasts', async () => {
    render();
    const card = within(await screen.findByRole('article', { name: /Control difuso/ }));
    expect(card.getByText('Asistencia abierta')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Asistencia' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Asistencia: Derecho Constitucional/ }));
    expect(dialog.getByText('La asistencia está abierta mientras dure la clase.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cerrar asistencia' })).toBeInTheDocument();
  });

  it('opens the roll: open the window, mark by hand and resolve a rectification', async () => {
    const { shell } = render({
      'POST /teacher/sessions/2/attendance/open': () => ({
        ...upcoming,
        attendanceOpenUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
      }),
      'PUT /teacher/sessions/2/attendance/22': (c: FakeCall) => ({ ...roll.students[1], ...(c.body as object) }),
      'POST /teacher/rectifications/70/resolve': () => ({}),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Próximas (1)' }));
    const card = within(await screen.findByRole('article', { name: /Amparo/ }));
    await userEvent.click(card.getByRole('button', { name: 'Asistencia' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Asistencia: Derecho Constitucional/ }));
    const table = await dialog.findByRole('table', { name: /Lista de asistencia/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jorge Luis Ramírez Torres');
    expect(rows[1]).toHaveTextContent('PRESENTE');
    expect(rows[2]).toHaveTextContent('PENDIENTE');
    expect(rows[2]).toHaveTextContent('«Estuve conectada desde el celular.»');

    await userEvent.click(dialog.getByRole('button', { name: 'Abrir asistencia' }));
    expect(await screen.findByText('Asistencia abierta ✅')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.url === '/teacher/sessions/2/attendance/open')?.body).toEqual({ minutes: 15 });

    await userEvent.click(dialog.getByRole('button', { name: 'Ausente (Ana Sofía Gutiérrez Lozano)' }));
    expect(await screen.findByText('Ana Sofía Gutiérrez Lozano: Ausente')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'AUSENTE' });

    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar la solicitud de Ana Sofía Gutiérrez Lozano' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar rechazo' }));
    expect(await dialog.findByText('Indica el motivo del rechazo.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Volver' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar la solicitud de Ana Sofía Gutiérrez Lozano' }));
    expect(await screen.findByText('Solicitud aceptada: la asistencia quedó como PRESENTE.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.url === '/teacher/rectifications/70/resolve')?.body).toEqual({ decision: 'ACEPTADA', answer: '' });
  });

  it('closes an open window', async () => {
    const opened = { ...live, attendanceOpenUntil: new Date(Date.now() + 10 * 60_000).toISOString() };
    const { shell } = renderPage(<LiveClassesPage />, {
      path: '/prof/clases',
      get: {
        '/teacher/sessions': [opened],
        '/teacher/rectifications': [],
        '/teacher/sessions/1/roll': { ...roll, session: opened },
      },
      routes: { 'POST /teacher/sessions/1/attendance/close': () => ({ ...live, attendanceOpenUntil: new Date().toISOString() }) },
    });
    const card = within(await screen.findByRole('article', { name: /Control difuso/ }));
    expect(card.getByText('Asistencia abierta')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Asistencia' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/La asistencia está abierta hasta las/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cerrar asistencia' }));
    expect(await screen.findByText('Asistencia cerrada: los pendientes quedaron como AUSENTE.')).toBeInTheDocument();
    expect(shell.requests).toContain('POST /teacher/sessions/1/attendance/close');
  });

  it('lists the open rectification requests of every course and rejects one with a reason', async () => {
    const { shell } = renderPage(<LiveClassesPage />, {
      path: '/prof/clases',
      get: {
        '/teacher/sessions': [],
        '/teacher/rectifications': [
          {
            id: 71,
            status: 'PENDIENTE',
            reason: 'Se cayó mi conexión.',
            answer: null,
            createdAt: new Date().toISOString(),
            resolvedAt: null,
            attendanceStatus: 'AUSENTE',
            session: { id: 3, sessionDate: '2026-11-20', startTime: '19:00', topic: 'Introducción' },
            course: { id: 5, title: 'Derecho Constitucional', code: 'RD-5' },
            student: { id: 22, fullName: 'Ana Sofía Gutiérrez Lozano', email: 'ana@inpro.test' },
          },
        ],
      },
      routes: { 'POST /teacher/rectifications/71/resolve': () => ({}) },
    });
    expect(await screen.findByText('No tienes clases programadas.')).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Solicitudes de rectificación' }));
    expect(await section.findByText('Se cayó mi conexión.')).toBeInTheDocument();
    expect(section.getByText('20/11/2026 19:00 · Introducción')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: /Rechazar la solicitud/ }));
    await userEvent.type(section.getByLabelText(/Motivo del rechazo/), 'No figuras en el registro de la plataforma.');
    await userEvent.click(section.getByRole('button', { name: 'Confirmar rechazo' }));
    expect(await screen.findByText('Solicitud rechazada.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'RECHAZADA',
      answer: 'No figuras en el registro de la plataforma.',
    });
  });

  it('says so when the sessions cannot be loaded', async () => {
    renderPage(<LiveClassesPage />, {
      path: '/prof/clases',
      get: { '/teacher/sessions': () => Promise.reject(httpError(500)), '/teacher/rectifications': [] },
    });
    expect(await screen.findByText('No se pudieron cargar tus clases.')).toBeInTheDocument();
  });
});
