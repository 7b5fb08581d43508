import { screen, within } from '@testing-library/react';
import { createFakeShell, renderInRemote } from '@inpro/ui/src/testing';
import { UPLOAD_LIMITS, makeCourse } from '../testing/renderPage';
import { App } from './App';

jest.setTimeout(30_000);

const emptyPage = { content: [makeCourse()], page: 0, size: 50, totalElements: 1, totalPages: 1 };

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const shell = createFakeShell({
    user: { fullName: 'Diana Docente', email: 'docente@inpro.test', role: 'DOCENTE' },
    get: {
      '/teacher/dashboard': { pendingReview: 0, pendingRectifications: 0, courses: [] },
      '/teacher/courses': emptyPage,
      '/teacher/sessions': [],
      '/teacher/announcements': [],
      '/teacher/rectifications': [],
      '/teacher/evaluations': [],
      '/teacher/submissions': { content: [], page: 0, size: 200, totalElements: 0, totalPages: 0 },
      '/courses/5': makeCourse(),
      '/materials/courses/5/units': [],
      '/materials/upload-limits': UPLOAD_LIMITS,
      '/me/profile': {
        id: 3,
        email: 'docente@inpro.test',
        role: 'DOCENTE',
        firstName: 'Diana',
        lastName: 'Docente',
        fullName: 'Diana Docente',
        phone: null,
        dni: null,
        studentCode: null,
        specialty: '',
        bio: '',
      },
    },
  });
  return renderInRemote(<App />, shell);
}

describe('mf-teacher routes', () => {
  it.each([
    ['/prof', 'Dashboard'],
    ['/prof/cursos', 'Mis Cursos'],
    ['/prof/cursos/5/gestionar', 'Gestionar: Derecho Constitucional'],
    ['/prof/curso/5/gestionar', 'Gestionar: Derecho Constitucional'],
    ['/prof/clases', 'Clases'],
    ['/prof/materiales', 'Materiales'],
    ['/prof/evaluaciones', 'Evaluaciones'],
    ['/prof/perfil', 'Mi Perfil'],
  ])('%s shows "%s" inside the frame, built from the API', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('area-content')).not.toHaveTextContent('En construcción');
    expect(screen.getByText('Bienvenido, Diana Docente')).toBeInTheDocument();
  });

  it.each(['/prof/curso/9/gestionar', '/prof/cursos/9/gestionar'])('marks Mis Cursos on %s', async (path) => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Área docente' });
    expect(within(sidebar).getByRole('link', { name: 'Mis Cursos' })).toHaveAttribute('aria-current', 'page');
  });

  it('has the teacher sidebar and a not-found page inside the frame', async () => {
    renderAt('/prof/otra');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Menú de Área docente' });
    expect(Array.from(sidebar.querySelectorAll('a, button')).map((el) => [el.textContent, el.getAttribute('href')])).toEqual([
      ['Dashboard', '/prof'],
      ['Mis Cursos', '/prof/cursos'],
      ['Clases', '/prof/clases'],
      ['Materiales', '/prof/materiales'],
      ['Evaluaciones', '/prof/evaluaciones'],
      ['Foros y Mensajes', '/prof/foros'],
      ['Mi Perfil', '/prof/perfil'],
      ['Cerrar Sesión', null],
    ]);
  });
});
