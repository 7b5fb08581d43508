import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from './DataTable';

interface Unit {
  id: number;
  title: string;
  lessonsCount: number;
}
const columns: DataColumn<Unit>[] = [
  { key: 'title', header: 'Unidad', rowHeader: true },
  { key: 'lessonsCount', header: 'Lecciones', align: 'right' },
  { key: 'link', header: 'Acciones', render: (u) => <a href={`/u/${u.id}`}>Ver recursos</a> },
];

describe('DataTable', () => {
  it('renders a captioned table with column and row headers', () => {
    render(
      <DataTable
        caption="Unidades del curso"
        columns={columns}
        rows={[{ id: 1, title: 'Unidad 1', lessonsCount: 3 }]}
        rowKey={(u) => u.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Unidades del curso' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Unidad', 'Lecciones', 'Acciones']);
    expect(within(table).getByRole('rowheader', { name: 'Unidad 1' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ver recursos' })).toHaveAttribute('href', '/u/1');
    expect(screen.getByRole('region', { name: 'Unidades del curso' })).toHaveAttribute('tabindex', '0');
  });

  it("names each value for the phone cards: the column's text header, none for the row header or when told", () => {
    render(
      <DataTable
        caption="Unidades"
        columns={[...columns.slice(0, 2), { key: 'icon', header: <span>Icono</span> }, { ...columns[2], label: '' }]}
        rows={[{ id: 1, title: 'Unidad 1', lessonsCount: 3 }]}
        rowKey={(u) => u.id}
      />,
    );
    const row = screen.getByRole('row', { name: /Unidad 1/ });
    expect(within(row).getByRole('rowheader')).not.toHaveAttribute('data-label');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Lecciones', null, null]);
  });

  it('shows the loading, empty and error states', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <DataTable caption="Unidades" columns={columns} rows={null} rowKey={(u) => u.id} loading loadingLabel="Cargando unidades…" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando unidades…');
    rerender(<DataTable caption="Unidades" columns={columns} rows={[]} rowKey={(u) => u.id} emptyText="Sin unidades." />);
    expect(screen.getByText('Sin unidades.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <DataTable caption="Unidades" columns={columns} rows={[]} rowKey={(u) => u.id} error="Error al cargar unidades." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar unidades.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
