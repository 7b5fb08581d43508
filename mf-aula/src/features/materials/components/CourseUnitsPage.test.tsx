import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@inpro/ui/src/testing';
import { PAYMENT_OVERDUE_BLOCKED, type Unit } from '@inpro/shared-contracts';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { CourseUnitsPage } from './CourseUnitsPage';

const unit = (id: number, title: string, description = '', lessonsCount = 0): Unit => ({
  id,
  courseId: 3,
  title,
  name: title,
  description,
  lessonsCount,
  orderIdx: id,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function render(url: string, units: unknown) {
  return renderPage(<CourseUnitsPage />, {
    path: '/aula/materiales/:courseId',
    url,
    get: { '/materials/courses/3/units': units, '/my/courses': [{ id: 3, title: 'Derecho Penal', name: 'Derecho Penal' }] },
  });
}

describe('CourseUnitsPage', () => {
  it('lists the units: Unidad, Descripción, Lecciones and Ver recursos', async () => {
    render('/aula/materiales/3', [unit(8, 'Unidad 1', 'Introducción', 4), unit(9, 'Unidad 2')]);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Unidad', 'Descripción', 'Lecciones', 'Acciones']);
    const row = within(table).getByRole('row', { name: /Unidad 1/ });
    expect(within(row).getByText('Introducción')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ver recursos de Unidad 1' })).toHaveAttribute('href', '/aula/materiales/3/unidad/8');
    expect(await screen.findByText('Derecho Penal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evaluaciones del curso' })).toHaveAttribute('href', '/aula/evaluaciones/3');
  });

  it.each(['/aula/materiales/abc', '/aula/materiales/0', '/aula/materiales/-2', '/aula/materiales/1.5'])(
    '%s: the invalid-id message with a link back, and no call',
    async (url) => {
      const { shell } = render(url, []);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Falta o es inválido el ID del curso en la ruta. Ve al listado y vuelve a entrar.',
      );
      expect(screen.getByRole('link', { name: 'Volver a Mis Cursos' })).toHaveAttribute('href', '/aula/miscursos');
      expect(shell.requests.filter((r) => r.includes('/materials'))).toEqual([]);
    },
  );

  it("a teacher's 'Vista alumno': the course's title from the course itself and 'Volver a la vista docente'", async () => {
    const { shell } = renderPage(<CourseUnitsPage />, {
      path: '/aula/materiales/:courseId',
      url: '/aula/materiales/3',
      user: { ...STUDENT, role: 'DOCENTE', fullName: 'Diego Docente' },
      role: 'DOCENTE',
      get: { '/materials/courses/3/units': [unit(8, 'Unidad 1')], '/my/courses': [], '/courses/3': { id: 3, title: 'Derecho Penal' } },
    });
    expect(await screen.findByText('Derecho Penal')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Vista alumno' })).toHaveTextContent('Vista alumno: así ven este curso tus alumnos.');
    const back = screen.getByRole('link', { name: 'Volver a la vista docente' });
    expect(back).toHaveAttribute('href', '/prof/cursos/3/gestionar');
    await userEvent.click(back);
    expect(shell.navigations).toContain('/prof/cursos/3/gestionar');
  });

  it('a student sees no teacher banner and asks nothing more than their courses', async () => {
    const { shell } = render('/aula/materiales/3', [unit(8, 'Unidad 1')]);
    expect(await screen.findByText('Derecho Penal')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volver a la vista docente' })).not.toBeInTheDocument();
    expect(shell.requests.filter((r) => r.includes('/courses/3') && !r.includes('/materials') && !r.includes('/completion'))).toEqual([]);
  });

  it('«Tu avance»: the total and each unit, and a button for the resources the student marks', async () => {
    renderPage(<CourseUnitsPage />, {
      path: '/aula/materiales/:courseId',
      url: '/aula/materiales/3',
      get: {
        '/materials/courses/3/units': [unit(8, 'Unidad 1')],
        '/my/courses': [{ id: 3, title: 'Derecho Penal', name: 'Derecho Penal' }],
        '/student/courses/3/completion': {
          courseId: 3,
          done: 1,
          total: 3,
          percent: 33,
          units: [
            {
              unitId: 8,
              title: 'Unidad 1',
              done: 1,
              total: 2,
              percent: 50,
              items: [
                { kind: 'resource', id: 21, title: 'Separata', type: 'pdf', done: true, manual: false },
                { kind: 'resource', id: 22, title: 'Lectura', type: 'link', done: false, manual: true },
              ],
            },
            {
              unitId: null,
              title: 'Evaluaciones del curso',
              done: 0,
              total: 1,
              percent: 0,
              items: [{ kind: 'evaluation', id: 5, title: 'Tarea final', type: 'Tarea', done: false, manual: false }],
            },
          ],
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Tu avance' });
    expect(within(panel).getByRole('progressbar', { name: 'Avance total del curso' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(panel).getByRole('progressbar', { name: 'Unidad 1' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(panel).getByText('Tarea final')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Marcar Lectura como completado' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Separata/ })).not.toBeInTheDocument();
  });

  it('empty: Sin unidades.', async () => {
    render('/aula/materiales/3', []);
    expect(await screen.findByText('Sin unidades.')).toBeInTheDocument();
  });

  it('error: server message preferred, else Error al cargar unidades., with Reintentar', async () => {
    let n = 0;
    render('/aula/materiales/3', () => {
      n += 1;
      if (n === 1) throw new Error('Network Error');
      return [unit(8, 'Unidad 1')];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar unidades.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Unidad 1')).toBeInTheDocument();
  });

  it('a student not enrolled sees the Spanish 403 message, not a table', async () => {
    render('/aula/materiales/3', () => {
      throw httpError(403, 'No estás inscrito en este curso.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No estás inscrito en este curso.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a Mis Cursos' })).toBeInTheDocument();
  });

  it('an installment overdue beyond the grace period: the notice with Pagar ahora instead of the units', async () => {
    render('/aula/materiales/3', () => {
      throw httpError(402, PAYMENT_OVERDUE_BLOCKED);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_OVERDUE_BLOCKED);
    expect(screen.getByRole('link', { name: 'Pagar ahora' })).toHaveAttribute('href', '/aula/pagos');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
