import { fireEvent, screen, within } from '@testing-library/react';
import { apiCourse } from '../../app/testing/apiCourse';
import { currentLocation, renderRemote } from '../../app/testing/remoteHarness';
import { catalogueCard } from '../../features/catalog';
import { CourseCard, CourseCardSkeleton, hoursText, levelAndAreaTags } from './CourseCard';

const course = apiCourse({
  id: 7,
  title: 'Arbitraje Comercial',
  area: 'Formación de Árbitros',
  level: 'Intermedio',
  hours: 120,
  students: 35,
  rating: 4.6,
  price: 1234.5,
  teacherVisible: 'Dra. Ana Ríos',
});

describe('CourseCard', () => {
  it('links its title and «Ver detalles» to the course, under its tags, with its details and price (content pages)', () => {
    const { container } = renderRemote(
      <CourseCard
        course={course}
        tags={levelAndAreaTags(course)}
        details={[
          { label: 'Docente', value: 'Dra. Ana Ríos' },
          { label: 'Duración', value: hoursText(course) },
        ]}
      />,
      { extraRoutes: { '/curso/:slug': <p>Página del curso</p> } },
    );
    const card = screen.getByRole('article');
    const title = within(card).getByRole('heading', { level: 3, name: 'Arbitraje Comercial' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/curso/7-arbitraje-comercial');
    expect(within(card).getByRole('link', { name: 'Ver detalles de Arbitraje Comercial' })).toHaveAttribute(
      'href',
      '/curso/7-arbitraje-comercial',
    );
    const tags = within(card).getByRole('list', { name: 'Etiquetas' });
    expect(within(tags).getByText('Intermedio')).toHaveAttribute('data-tone', 'warning');
    expect(within(tags).getByText('Formación de Árbitros')).toBeInTheDocument();
    expect(Array.from(container.querySelectorAll('dt'), (dt) => dt.textContent)).toEqual(['Docente', 'Duración']);
    expect(within(card).getByText('120 horas').tagName).toBe('DD');
    expect(within(card).getByText('S/ 1,234.50')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Imagen del curso Arbitraje Comercial' })).toHaveAttribute('loading', 'lazy');
    // The course travels with the navigation: its page starts from it.
    fireEvent.click(within(title).getByRole('link'));
    expect(screen.getByText('Página del curso')).toBeInTheDocument();
    expect(currentLocation()?.state).toEqual({ course });
  });

  it("is one link holding the catalogue's title, level, area, teacher and facts, its first picture loaded at once", () => {
    renderRemote(<CourseCard {...catalogueCard(course)} eager />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/curso/7-arbitraje-comercial');
    expect(within(link).getByRole('heading', { level: 2, name: 'Arbitraje Comercial' })).toBeInTheDocument();
    // The link's name is all it shows (the tags' list adds no name of its own).
    expect(link).toHaveAccessibleName(
      /^Imagen del curso Arbitraje Comercial Intermedio Arbitraje Comercial Área: Formación de Árbitros Docente: Dra\. Ana Ríos 120 horas 35 estudiantes 4\.6 de 5 de valoración S\/\s1,234\.50$/,
    );
    expect(link).toHaveTextContent('Área: Formación de Árbitros');
    expect(link).toHaveTextContent('Docente: Dra. Ana Ríos');
    expect(screen.queryByRole('link', { name: /Ver detalles/ })).not.toBeInTheDocument();
    const img = within(link).getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows «Finalizado» on a course that is over', () => {
    renderRemote(<CourseCard course={{ ...course, endDate: '2020-01-31' }} />);
    expect(screen.getByText('Finalizado')).toBeInTheDocument();
  });

  it('has a skeleton hidden from screen readers', () => {
    const { container } = renderRemote(<CourseCardSkeleton compact />);
    expect(screen.getByTestId('course-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-testid="course-skeleton"]')?.className).toContain('compact');
  });
});
