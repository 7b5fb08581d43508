import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { ReportPreview } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { ReportsPage } from './ReportsPage';

const PREVIEW: ReportPreview = {
  type: 'Financiero',
  title: 'Reporte financiero',
  from: '2026-03-01',
  to: '2026-03-31',
  columns: [
    { key: 'date', label: 'Fecha', kind: 'text' },
    { key: 'participant', label: 'Participante', kind: 'text' },
    { key: 'amount', label: 'Monto', kind: 'money' },
  ],
  rows: [
    ['05/03/2026', 'Ana Pérez', 1500],
    ['06/03/2026', 'Beto Ruiz', 150.5],
  ],
  footer: ['Total', '2 pagos', 1650.5],
  totalRows: 2,
};

function render(routes: Record<string, unknown> = {}) {
  const shell = masterShell({ routes: { 'GET /superadmin/reports': () => PREVIEW, ...routes } });
  return renderRoute(<ReportsPage />, shell, { path: '/superadmin/reportes' });
}

async function fill(from: string, to: string, type = 'Financiero') {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de reporte' }), type);
  const f = screen.getByRole('textbox', { name: /^Desde/ });
  const t = screen.getByRole('textbox', { name: /^Hasta/ });
  await userEvent.clear(f);
  if (from) await userEvent.type(f, from);
  await userEvent.clear(t);
  if (to) await userEvent.type(t, to);
  await userEvent.click(screen.getByRole('button', { name: 'Generar vista previa' }));
}

describe('ReportsPage', () => {
  it('starts with this month (dd/mm/aaaa) and asks for a preview', () => {
    render();
    expect((screen.getByRole('textbox', { name: /^Desde/ }) as HTMLInputElement).value).toMatch(/^01\/\d{2}\/\d{4}$/);
    expect((screen.getByRole('textbox', { name: /^Hasta/ }) as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(screen.getByText('Elige el tipo y el periodo, y genera la vista previa.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo de reporte' })).toHaveTextContent('FinancieroCursosUsuarios');
  });

  it('validates typed dates in Spanish before calling the server', async () => {
    const { shell } = render();
    await fill('01/01/2010', '01/01/2026');
    expect(await screen.findByText('El periodo no puede superar 5 años.')).toBeInTheDocument();
    await fill('31/02/2026', '');
    expect(await screen.findByText('Fecha inválida: usa el formato dd/mm/aaaa.')).toBeInTheDocument();
    expect(screen.getByText('Indica la fecha final.')).toBeInTheDocument();
    await fill('10/03/2026', '01/03/2026');
    expect(await screen.findByText('La fecha inicial no puede ser posterior a la fecha final.')).toBeInTheDocument();
    expect(shell.calls.filter((c) => c.url === '/superadmin/reports')).toHaveLength(0);
  }, 20_000);

  it('previews the report with formatted cells and totals', async () => {
    const { shell } = render();
    await fill('01/03/2026', '31/03/2026', 'Cursos');
    expect(await screen.findByRole('heading', { name: 'Reporte financiero' })).toBeInTheDocument();
    expect(screen.getByText(/Periodo: 01\/03\/2026 al 31\/03\/2026 · 2 filas/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reporte financiero' });
    expect(within(table).getByText('S/ 1,500.00')).toBeInTheDocument();
    expect(within(table).getByText('S/ 1,650.50')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.url === '/superadmin/reports')?.params).toEqual({
      type: 'Cursos',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('downloads CSV, XLSX and PDF with the same period', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const file = (c: FakeCall) => new Blob([String(c.params?.format)]);
    const { shell } = render({ 'GET /superadmin/reports/export': file });
    await fill('01/03/2026', '31/03/2026');
    await screen.findByRole('heading', { name: 'Reporte financiero' });
    for (const f of ['CSV', 'XLSX', 'PDF']) {
      await userEvent.click(screen.getByRole('button', { name: `Descargar ${f}` }));
      await screen.findByText(`Descargado: reporte.${f.toLowerCase()}.`);
    }
    const calls = shell.calls.filter((c) => c.url === '/superadmin/reports/export').map((c) => c.params);
    expect(calls).toEqual(['csv', 'xlsx', 'pdf'].map((format) => ({ type: 'Financiero', from: '2026-03-01', to: '2026-03-31', format })));
    expect(click).toHaveBeenCalledTimes(3);
    click.mockRestore();
  });

  it('shows the server refusal', async () => {
    render({
      'GET /superadmin/reports': () => {
        throw httpError(403, 'No tienes permiso para realizar esta acción.');
      },
    });
    await fill('01/01/2025', '01/01/2026');
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Generando el reporte…')).not.toBeInTheDocument());
  });
});
