import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './HomePage';
import { SpecialtyTabs } from './SpecialtiesSection';
import { featuredCourses } from '../hooks/useFeaturedCourses';
import { SPECIALTIES } from '../../../content/specialties';
import { apiCourse } from '../../../app/testing/apiCourse';
import { mockHttp, ok, renderWithRemote } from '../../../app/testing/renderWithRemote';

const courses = [
  {
    id: 7,
    title: 'Arbitraje Comercial',
    slug: 'arbitraje-comercial',
    price: 1234.5,
    level: 'Avanzado',
    area: 'Arbitraje',
    hours: 40,
    teacherVisible: 'Dra. Ruiz',
  },
  { id: 8, title: 'Derecho Penal Económico', price: 350, level: 'Intermedio', area: 'Derecho Penal', hours: 24 },
  { id: 9, title: 'Introducción al Derecho Civil', price: 0, level: 'Básico', area: 'Derecho Civil', hours: 12 },
  { id: 10, title: 'Litigación Oral Avanzada', price: 990, level: 'Avanzado', area: 'Litigación Oral', hours: 30 },
].map(apiCourse);

describe('HomePage', () => {
  it('shows the hero texts, the two new-tab buttons and the statistics', async () => {
    const http = mockHttp({ get: jest.fn(() => ok(courses)) });
    renderWithRemote(<HomePage />, { http });
    expect(screen.getByRole('heading', { level: 1, name: /Transforma tu carrera/ })).toBeInTheDocument();
    const aula = screen.getAllByRole('link', { name: /Acceder al Aula Virtual/ });
    const cursos = screen.getAllByRole('link', { name: /Ver Cursos Disponibles/ });
    expect(aula).toHaveLength(2); // hero + final call to action
    expect(cursos).toHaveLength(2);
    for (const link of [...aula, ...cursos]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(expect.stringContaining('se abre en una pestaña nueva'));
    }
    expect(aula[0]).toHaveAttribute('href', '/aula/login');
    expect(cursos[0]).toHaveAttribute('href', '/cursos');
    const stats = screen.getByRole('region', { name: 'Cifras del instituto' });
    for (const [value, label] of [
      ['5,000+', 'Estudiantes Activos'],
      ['50+', 'Cursos Disponibles'],
      ['25+', 'Profesores Expertos'],
      ['98%', 'Satisfacción'],
    ]) {
      expect(within(stats).getByText(value)).toBeInTheDocument();
      expect(within(stats).getByText(label)).toBeInTheDocument();
    }
    await screen.findByText('Arbitraje Comercial');
  });

  it('shows the featured courses the server inlined in the page at once, without a loading state, and takes them once', async () => {
    const script = document.createElement('script');
    script.id = 'inpro-featured-courses';
    script.type = 'application/json';
    script.textContent = JSON.stringify(courses.slice(0, 3));
    document.body.append(script);
    const get = jest.fn(() => ok(courses));
    const { unmount } = renderWithRemote(<HomePage />, { http: mockHttp({ get }) });
    // First render: the inlined courses, no skeleton (the API answer is not awaited).
    expect(screen.getByText('Arbitraje Comercial')).toBeInTheDocument();
    expect(screen.getByText('Introducción al Derecho Civil')).toBeInTheDocument();
    expect(screen.queryByText('Cargando cursos destacados…')).toBeNull();
    expect(document.getElementById('inpro-featured-courses')).toBeNull();
    unmount();
  });

  it('keeps the section order of the specification', async () => {
    const http = mockHttp({ get: jest.fn(() => ok(courses)) });
    const { container } = renderWithRemote(<HomePage />, { http });
    await screen.findByText('Arbitraje Comercial');
    const headings = Array.from(container.querySelectorAll('h1, h2')).map((h) => h.textContent);
    expect(headings).toEqual([
      expect.stringMatching(/Transforma tu carrera/),
      'Nuestras especialidades',
      'Misión, visión y valores',
      '¿Por qué estudiar con nosotros?',
      'Empieza hoy con nuestros cursos destacados',
      'Aprende con especialistas en ejercicio',
      'Certificaciones con respaldo y verificación en línea',
      '¿Listo para dar el siguiente paso en tu carrera?',
    ]);
  });

  it('shows the first 3 published courses with their links, soles prices and level tags', async () => {
    const get = jest.fn(() => ok(courses));
    renderWithRemote(<HomePage />, { http: mockHttp({ get }) });
    expect(screen.getAllByTestId('course-skeleton')).toHaveLength(3);
    const section = (await screen.findByText('Arbitraje Comercial')).closest('section')!;
    expect(get).toHaveBeenCalledWith('/data/cursos.json', expect.anything());
    expect(within(section).queryByText('Litigación Oral Avanzada')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Arbitraje Comercial' })).toHaveAttribute('href', '/curso/7-arbitraje-comercial');
    expect(within(section).getByRole('link', { name: 'Derecho Penal Económico' })).toHaveAttribute(
      'href',
      '/curso/8-derecho-penal-economico',
    );
    expect(within(section).getByText('S/ 1,234.50')).toBeInTheDocument();
    expect(within(section).getByText('S/ 350.00')).toBeInTheDocument();
    expect(within(section).getByText('S/ 0.00')).toBeInTheDocument();
    // Level colours: Básico green (success), Intermedio amber (warning), Avanzado red (danger).
    expect(within(section).getByText('Avanzado')).toHaveAttribute('data-tone', 'danger');
    expect(within(section).getByText('Intermedio')).toHaveAttribute('data-tone', 'warning');
    expect(within(section).getByText('Básico')).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByTestId('course-skeleton')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    const get = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject({ response: { data: { error: 'Servicio no disponible' } } }))
      .mockImplementation(() => ok(courses));
    renderWithRemote(<HomePage />, { http: mockHttp({ get }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Arbitraje Comercial')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('says so when no course is published', async () => {
    renderWithRemote(<HomePage />, { http: mockHttp({ get: jest.fn(() => ok([])) }) });
    expect(await screen.findByText('Aún no hay cursos publicados.')).toBeInTheDocument();
  });
});

describe('featuredCourses', () => {
  it('takes the first three in order', () => {
    expect(featuredCourses(courses).map((c) => c.id)).toEqual([7, 8, 9]);
    expect(featuredCourses(courses.slice(0, 2))).toHaveLength(2);
  });
});

describe('SpecialtyTabs', () => {
  it('lists the 19 specialties and shows the first one', () => {
    renderWithRemote(<SpecialtyTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(19);
    expect(SPECIALTIES).toHaveLength(19);
    expect(new Set(SPECIALTIES.map((s) => s.name)).size).toBe(19);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Formación de Árbitros' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: /Formación de Árbitros/ })).toBeInTheDocument();
  });

  it('shows name, description and image of the chosen specialty', async () => {
    renderWithRemote(<SpecialtyTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Derecho Tributario' }));
    const tax = SPECIALTIES.find((s) => s.name === 'Derecho Tributario')!;
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Derecho Tributario');
    expect(within(panel).getByRole('heading', { name: 'Derecho Tributario' })).toBeInTheDocument();
    expect(within(panel).getByText(tax.description)).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Ilustración de la especialidad Derecho Tributario' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Derecho Tributario' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Formación de Árbitros' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves the choice with the arrow keys, Home and End (roving focus)', async () => {
    renderWithRemote(<SpecialtyTabs />);
    const first = screen.getByRole('tab', { name: 'Formación de Árbitros' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('tab', { name: 'Formación de Peritos' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Gestión Pública' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Gestión Pública');
  });
});
