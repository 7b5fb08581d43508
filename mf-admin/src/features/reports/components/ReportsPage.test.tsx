import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute } from '@inpro/ui/src/testing';
import { DATE_RANGE_INVALID, limaDate, type AdminReport, type Course } from '@inpro/shared-contracts';
import { adminShell } from '../../../testing/adminShell';
import { ReportsPage } from './ReportsPage';

jest.mock('@inpro/ui/charts', () => ({
  Chart: (props: { title: string; labels: string[]; series: Array<{ data: number[] }> }) => (
    <figure aria-label={props.title}>{props.labels.map((l, i) => `${l}=${props.series[0].data[i]}`).join(' ')}</figure>
  ),
}));

const COURSES = [
  { id: 1, code: 'RD-1', title: 'Arbitraje Comercial', area: 'Arbitraje' },
  { id: 2, code: 'RD-2', title: 'Derecho Penal', area: 'Penal' },
] as Course[];

const figures = { enrolments: 12, revenue: 4200, attendanceRate: 87.5, averageGrade: 15.25, completionRate: 50, certificates: 3 };
const REPORT: AdminReport = {
  from: '2026-01-01',
  to: '2026-11-26',
  totals: figures,
  courses: [
    { courseId: 1, code: 'RD-1', title: 'Arbitraje Comercial', area: 'Arbitraje', ...figures },
    {
      courseId: 2,
      code: 'RD-2',
      title: 'Derecho Penal',
      area: 'Penal',
      enrolments: 0,
      revenue: 0,
      attendanceRate: null,
      averageGrade: null,
      completionRate: null,
      certificates: 0,
    },
  ],
  monthly: [
    { month: '2026-10', enrolments: 5, revenue: 1750 },
    { month: '2026-11', enrolments: 7, revenue: 2450 },
  ],
  areas: ['Arbitraje', 'Civil', 'Penal'],
};

function render(report: unknown = REPORT) {
  const shell = adminShell({ routes: { 'GET /admin/courses': COURSES, 'GET /admin/reports': report } });
  return { ...renderRoute(<ReportsPage />, shell, { path: '/admin/reportes' }), shell };
}

async function fillPeriod(from: string, to: string) {
  const fromField = screen.getByRole('textbox', { name: 'Desde' });
  const toField = screen.getByRole('textbox', { name: 'Hasta' });
  await userEvent.clear(fromField);
  await userEvent.type(fromField, from);
  await userEvent.clear(toField);
  await userEvent.type(toField, to);
}

describe('ReportsPage (admin)', () => {
  it('asks for nothing until «Generar»; then shows the totals, the chart and the figures of each course', async () => {
    const { shell } = render();
    expect(screen.getByRole('heading', { name: 'Reportes' })).toBeInTheDocument();
    // The course filter lists the courses; the period starts on the first day of the year.
    expect(await screen.findByRole('option', { name: 'RD-2 — Derecho Penal' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue(`01/01/${limaDate().slice(0, 4)}`);
    expect(shell.requests).not.toContain('GET /admin/reports');

    await fillPeriod('01/01/2026', '26/11/2026');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Curso' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Generar' }));

    const dl = await screen.findByLabelText('Totales del periodo');
    expect(dl).toHaveTextContent('Inscripciones12');
    expect(dl).toHaveTextContent('RecaudaciónS/ 4,200.00');
    expect(dl).toHaveTextContent('Asistencia87.5 %');
    expect(dl).toHaveTextContent('Promedio15.25');
    expect(screen.getByRole('figure', { name: 'Inscripciones por mes' })).toHaveTextContent('2026-10=5 2026-11=7');
    const call = shell.calls.find((c) => c.url === '/admin/reports');
    expect(call?.params).toEqual({ from: '01/01/2026', to: '26/11/2026', courseId: '1', area: undefined });

    const table = screen.getByRole('table', { name: 'Cifras por curso' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('RD-1Arbitraje ComercialArbitraje12S/ 4,200.0087.5 %15.2550.0 %3');
    // A course with no marks, grades or enrolments shows dashes, not zeros.
    expect(within(rows[2]).getAllByText('—')).toHaveLength(3);
    // The area filter now offers every area of the report.
    expect(within(screen.getByRole('combobox', { name: 'Área' })).getByRole('option', { name: 'Civil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeInTheDocument();
  });

  it('says what is wrong with the period and asks for nothing', async () => {
    const { shell } = render();
    await fillPeriod('30/11/2026', '01/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(DATE_RANGE_INVALID)).toBeInTheDocument();
    expect(shell.requests).not.toContain('GET /admin/reports');
  });

  it("says 'No hay cursos con estos filtros.' when no course matches", async () => {
    render({ ...REPORT, courses: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText('No hay cursos con estos filtros.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No se pudo generar el reporte.' when the report fails", async () => {
    const { shell } = render(() => {
      throw httpError(500);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText('No se pudo generar el reporte.')).toBeInTheDocument();
    await waitFor(() => expect(shell.requests).toContain('GET /admin/reports'));
  });
});
