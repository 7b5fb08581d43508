import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import type { AdminDashboard } from '@inpro/shared-contracts';
import { adminShell } from '../../../testing/adminShell';
import { DASHBOARD_ERROR, DashboardPage } from './DashboardPage';

const DASHBOARD: AdminDashboard = {
  counts: { students: 42, teachers: 7, courses: 12, publishedCourses: 9, recentEnrolments: 15 },
  alerts: [
    {
      kind: 'COURSE_NOT_READY',
      severity: 'warning',
      title: 'Cursos sin docente',
      detail: 'Asigna un docente a cada curso publicado.',
      count: 2,
      link: '/admin/cursos',
    },
    {
      kind: 'PENDING_VOUCHERS',
      severity: 'danger',
      title: 'Pagos por revisar',
      detail: 'Vouchers enviados que esperan revisión.',
      count: 3,
      link: '/superadmin/pagos',
    },
  ],
  newestParticipants: [
    {
      id: 5,
      fullName: 'Lucía Paredes',
      email: 'lucia@inpro.test',
      role: 'ESTUDIANTE',
      status: 'ACTIVO',
      createdAt: '2026-11-20T15:00:00.000Z',
    },
  ],
  recentActivity: [
    { id: 9, at: '2026-11-25T14:30:00.000Z', actor: 'Adriana Admin', group: 'Creación', description: 'Creó el curso Arbitraje Comercial' },
  ],
};

function render(answer: unknown = DASHBOARD) {
  const shell = adminShell({ routes: { 'GET /admin/dashboard': answer } });
  return { ...renderRoute(<DashboardPage />, shell, { path: '/admin' }), shell };
}

describe('DashboardPage (admin)', () => {
  it('shows the counts, the quick actions and the newest participants and activity', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo curso' })).toHaveAttribute('href', '/admin/cursos/new');
    expect(screen.getByRole('link', { name: 'Nuevo participante' })).toHaveAttribute('href', '/admin/participantes');
    expect(screen.getByRole('link', { name: 'Subir material' })).toHaveAttribute('href', '/admin/materiales');
    const students = (await screen.findByText('Alumnos')).closest('div') as HTMLElement;
    expect(students).toHaveTextContent('42');
    expect((screen.getByText('Publicados').closest('div') as HTMLElement).textContent).toContain('9');
    expect((screen.getByText('Inscripciones (30 días)').closest('div') as HTMLElement).textContent).toContain('15');
    const newest = screen.getByRole('region', { name: 'Participantes recientes' });
    expect(newest).toHaveTextContent('Lucía Paredes');
    expect(newest).toHaveTextContent('lucia@inpro.test');
    expect(newest).toHaveTextContent('Estudiante');
    const activity = screen.getByRole('region', { name: 'Actividad reciente' });
    expect(activity).toHaveTextContent('Adriana Admin: Creó el curso Arbitraje Comercial');
    expect(activity).toHaveTextContent('Creación');
  });

  it('lists each alert with its count, and links inside the area stay in it while others go through the shell', async () => {
    render();
    const alerts = await screen.findByRole('region', { name: 'Alertas' });
    const items = within(alerts).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('2 Cursos sin docente — Asigna un docente a cada curso publicado.');
    expect(within(items[0]).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/admin/cursos');
    expect(within(items[1]).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/superadmin/pagos');
  });

  it("says 'Sin alertas: todo está en orden.' when nothing needs attention", async () => {
    render({ ...DASHBOARD, alerts: [] });
    expect(await screen.findByText('Sin alertas: todo está en orden.')).toBeInTheDocument();
  });

  it("says 'No se pudo cargar el resumen.' and tries again", async () => {
    let calls = 0;
    const { shell } = render(() => {
      calls += 1;
      if (calls === 1) throw httpError(500);
      return DASHBOARD;
    });
    expect(await screen.findByText(DASHBOARD_ERROR)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Alumnos')).toBeInTheDocument();
    expect(shell.requests.filter((r) => r === 'GET /admin/dashboard')).toHaveLength(2);
  });
});
