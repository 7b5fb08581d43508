import { screen, within } from '@testing-library/react';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import type { AuditEntry, SuperadminDashboard } from '@inpro/shared-contracts';
import { masterShell, page } from '../../../testing/master';
import { DashboardPage } from './DashboardPage';

jest.mock('@inpro/ui/charts', () => ({
  Chart: (props: { title: string; labels: string[]; series: Array<{ data: number[] }>; formatValue?: (v: number) => string }) => (
    <figure data-testid="chart" aria-label={props.title}>
      {props.labels
        .map((l, i) => `${l}=${props.formatValue ? props.formatValue(props.series[0].data[i]) : props.series[0].data[i]}`)
        .join(' ')}
    </figure>
  ),
}));

const months = (values: number[]) => values.map((value, i) => ({ period: `2026-${String(i + 6).padStart(2, '0')}-01`, value }));
const DATA: SuperadminDashboard = {
  activeStudents: { value: 128, series: months([90, 100, 110, 115, 120, 128]) },
  coursesPublished: { value: 14, series: months([10, 11, 12, 12, 13, 14]) },
  revenueThisMonth: { value: 5500, series: months([1000, 2000, 3000, 4000, 5000, 5500]) },
  revenueLastMonth: 5000,
  pendingPayments: { value: 1234.5, count: 7, toReview: 2, series: months([0, 0, 100, 200, 300, 634.5]) },
  attendanceRate: { value: 87.5, series: months([80, 82, 85, 90, 88, 87.5]) },
  signInsToday: { value: 23, series: [{ period: '2026-11-23', value: 23 }] },
  generatedAt: '2026-11-23T15:00:00.000Z',
};
const ENTRY: AuditEntry = {
  id: 1,
  actorId: 2,
  actorEmail: 'admin@inpro.test',
  actorName: 'Ana Admin',
  action: 'DELETE',
  group: 'Eliminación',
  entity: 'course',
  entityId: '7',
  entityLabel: 'RES-7 Curso X',
  details: { title: 'Curso X' },
  ip: '127.0.0.1',
  createdAt: '2026-11-23T14:05:00.000Z',
};

function render(dashboard: unknown = DATA, audit: unknown = page([ENTRY])) {
  const shell = masterShell({ get: { '/superadmin/dashboard': dashboard, '/superadmin/audit-log': audit } });
  return renderRoute(<DashboardPage />, shell, { path: '/superadmin' });
}

describe('DashboardPage', () => {
  it('shows the six key figures from the API with their trends', async () => {
    render();
    const card = (name: string) => screen.findByRole('article', { name });
    expect(await card('Estudiantes activos')).toHaveTextContent('128');
    expect(await card('Cursos publicados')).toHaveTextContent('14');
    const revenue = await card('Ingresos del mes');
    expect(revenue).toHaveTextContent('S/ 5,500.00');
    expect(revenue).toHaveTextContent('Mes anterior: S/ 5,000.00 · +10.0 %');
    expect(within(revenue).getByTestId('chart')).toHaveTextContent('jun 2026=S/ 1,000.00');
    const pending = await card('Pagos pendientes');
    expect(pending).toHaveTextContent('S/ 1,234.50');
    expect(pending).toHaveTextContent('7 cuotas por cobrar · 2 pagos por revisar');
    expect(await card('Asistencia')).toHaveTextContent('87.5 %');
    expect(await card('Inicios de sesión hoy')).toHaveTextContent('23');
  });

  it('lists the latest audit events with a link to the log', async () => {
    render();
    expect(await screen.findByText('Eliminación')).toBeInTheDocument();
    expect(screen.getByText(/Curso: RES-7 Curso X/)).toBeInTheDocument();
    expect(screen.getByText('23/11/2026 09:05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver log de auditoría' })).toHaveAttribute('href', '/superadmin/auditoria');
  });

  it('says when no attendance was marked and when the figures fail to load', async () => {
    render({ ...DATA, attendanceRate: { value: null, series: [] } });
    expect(await screen.findByRole('article', { name: 'Asistencia' })).toHaveTextContent(
      'Sin asistencia registrada en los últimos 30 días',
    );
  });

  it('shows the load error', async () => {
    render(() => Promise.reject(httpError(500)));
    expect(await screen.findByText('No se pudieron cargar los indicadores.')).toBeInTheDocument();
  });
});
