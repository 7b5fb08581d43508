import { screen, waitFor, within } from '@testing-library/react';
import {
  apiCourse,
  createMockHttp,
  currentLocation,
  httpError,
  ok,
  renderRemote,
  screenStatus,
  screenStatuses,
} from '../../../app/testing/remoteHarness';
import { CourseDetailPage } from './CourseDetailPage';

const paths = ['/curso', '/curso/:courseParam', '/cursos/:courseParam'];

const fullCourse = apiCourse({
  id: 7,
  title: 'Derecho Penal Económico',
  description: 'Delitos económicos y su persecución.',
  area: 'Derecho Penal',
  level: 'Avanzado',
  popularity: 'Alta',
  hours: 60,
  price: 1234.5,
  startDate: '2030-03-05',
  endDate: '2030-04-30',
  image: '/img/7.jpg',
  schedule: [
    {
      id: 2,
      sessionDate: '2030-03-12',
      startTime: '18:00:00',
      endTime: '20:00:00',
      mode: 'Virtual',
      topic: 'Lavado de activos',
      orderIdx: 2,
    },
    { id: 1, sessionDate: '2030-03-05', startTime: '09:00', endTime: '11:00', mode: 'Presencial', topic: 'Introducción', orderIdx: 1 },
  ],
  syllabus: ['Parte general', 'Delitos tributarios'],
  teachers: [
    { name: 'Dr. Luis Paredes', bio: 'Fiscal superior.', specialty: 'Derecho Penal Económico' },
    { name: 'Mg. Ana Ríos', bio: '' },
  ],
  requirements: ['Bachiller en Derecho'],
});

function renderAt(url: string | { pathname: string; state?: unknown }, get?: jest.Mock) {
  const http = createMockHttp();
  if (get) http.get = get;
  return renderRemote(<CourseDetailPage />, { path: paths, url, http });
}

describe('CourseDetailPage', () => {
  it("shows a course whose end date has passed as 'Finalizado', without the enrol button", async () => {
    const get = jest.fn().mockResolvedValue(ok({ ...fullCourse, startDate: '2020-01-06', endDate: '2020-02-28' }));
    renderAt('/curso/7-derecho-penal-economico', get);
    expect(await screen.findByText('Finalizado')).toBeInTheDocument();
    expect(screen.getByText('Este curso ya no admite inscripciones.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Inscribirme por/ })).not.toBeInTheDocument();
  });

  it('fetches the course by the id of the route and shows every section', async () => {
    const get = jest.fn().mockResolvedValue(ok(fullCourse));
    renderAt('/curso/7-derecho-penal-economico', get);
    expect(screenStatus()).toHaveTextContent('Cargando curso…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Derecho Penal Económico' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/courses/7', expect.anything());

    const chips = screen.getByRole('list', { name: 'Datos del curso' });
    for (const text of ['Derecho Penal', 'Avanzado', 'Popularidad: Alta', '60 horas', '05/03/2030 – 30/04/2030']) {
      expect(within(chips).getByText(text)).toBeInTheDocument();
    }
    const enrol = screen.getByRole('link', { name: 'Inscribirme por S/\u00a01,234.50' });
    expect(enrol).toHaveAttribute('href', '/checkout?courseId=7');
    expect(screen.getAllByRole('link', { name: /Volver al catálogo/ })[0]).toHaveAttribute('href', '/cursos');

    const sessions = within(screen.getByRole('region', { name: 'Horario' })).getAllByRole('listitem');
    expect(sessions[0]).toHaveTextContent('05/03/2030');
    expect(sessions[0]).toHaveTextContent('09:00–11:00');
    expect(sessions[0]).toHaveTextContent('Presencial');
    expect(sessions[0]).toHaveTextContent('Introducción');
    expect(sessions[1]).toHaveTextContent('12/03/2030');
    expect(sessions[1]).toHaveTextContent('18:00–20:00');
    expect(sessions[1]).toHaveTextContent('Virtual');
    expect(screen.getByText('Delitos tributarios')).toBeInTheDocument();
    expect(screen.getByText('Dr. Luis Paredes')).toBeInTheDocument();
    expect(screen.getByText('Fiscal superior.')).toBeInTheDocument();
    const teachers = within(screen.getByRole('region', { name: 'Docentes' }));
    // The specialty of the course's own teacher comes from the teacher's profile (API).
    expect(teachers.getByText('Derecho Penal Económico')).toBeInTheDocument();
    expect(teachers.getByText('Mg. Ana Ríos')).toBeInTheDocument();
    expect(screen.getByText('Bachiller en Derecho')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen del curso Derecho Penal Económico' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/curso/7-derecho-penal-economico');
  });

  it('shows the placeholders of empty sections', async () => {
    const get = jest
      .fn()
      .mockResolvedValue(
        ok(apiCourse({ id: 8, title: 'Conciliación', price: 0, schedule: [{ id: 1, startTime: null, endTime: null } as never] })),
      );
    renderAt('/curso/8-conciliacion', get);
    await screen.findByRole('heading', { level: 1, name: 'Conciliación' });
    const session = within(screen.getByRole('region', { name: 'Horario' })).getByRole('listitem');
    expect(session).toHaveTextContent('Fecha por definir');
    expect(session).toHaveTextContent('Tema por definir');
    expect(session).toHaveTextContent('Por confirmar');
    expect(within(screen.getByRole('list', { name: 'Datos del curso' })).getByText('Fecha por definir')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Datos del curso' })).getByText('Básico')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Temario' })).getByText('Por confirmar')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Docentes' })).getByText('Por confirmar')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Duración' })).getByText('Por confirmar')).toBeInTheDocument();
    expect(screen.getByText('Sin requisitos previos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscribirme por S/\u00a00.00' })).toBeInTheDocument();
  });

  it('shows the course of a wrong slug and corrects the address', async () => {
    renderAt('/curso/7-otro-nombre', jest.fn().mockResolvedValue(ok(fullCourse)));
    await screen.findByRole('heading', { level: 1, name: 'Derecho Penal Económico' });
    await waitFor(() => expect(currentLocation().pathname).toBe('/curso/7-derecho-penal-economico'));
  });

  it('accepts /cursos/{id} and /curso/{id}', async () => {
    renderAt('/cursos/7', jest.fn().mockResolvedValue(ok(fullCourse)));
    await screen.findByRole('heading', { level: 1, name: 'Derecho Penal Económico' });
    await waitFor(() => expect(currentLocation().pathname).toBe('/curso/7-derecho-penal-economico'));
  });

  it('shows the course from the navigation state without waiting for the server', async () => {
    const get = jest.fn(() => new Promise(() => {}));
    renderAt({ pathname: '/curso/7-derecho-penal-economico', state: { course: fullCourse } }, get);
    expect(screen.getByRole('heading', { level: 1, name: 'Derecho Penal Económico' })).toBeInTheDocument();
    expect(screenStatuses()).toHaveLength(0);
  });

  it('says "No se encontró el curso." on 404 and "No se pudo cargar el curso." on other errors', async () => {
    renderAt('/curso/99-x', jest.fn().mockRejectedValue(httpError(404, { error: 'Curso no encontrado' })));
    expect(await screen.findByRole('heading', { name: 'No se encontró el curso.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver al catálogo/ })).toHaveAttribute('href', '/cursos');
  });

  it('says "No se pudo cargar el curso." when the call fails', async () => {
    renderAt('/curso/5', jest.fn().mockRejectedValue(httpError(500, { error: 'Error interno' })));
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar el curso.' })).toBeInTheDocument();
  });

  it('says "No se encontró el curso." for /curso without id, without calling the server', () => {
    const { http } = renderAt('/curso');
    expect(screen.getByRole('heading', { name: 'No se encontró el curso.' })).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });
});
