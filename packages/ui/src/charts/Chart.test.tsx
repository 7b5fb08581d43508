import { render, screen, waitFor, within } from '@testing-library/react';
import { resolveColor } from './spec';

const destroy = jest.fn();
const renderChart = jest.fn((_canvas: HTMLCanvasElement, _spec: unknown) => ({ destroy }));
jest.mock('./renderChart', () => ({ renderChart: (canvas: HTMLCanvasElement, spec: unknown) => renderChart(canvas, spec) }));

// Imported after the mock is declared.
import { Chart } from './Chart';

describe('Chart', () => {
  beforeEach(() => {
    renderChart.mockClear();
    destroy.mockClear();
  });

  it('loads the renderer lazily and draws the series on a labelled canvas; the data stay in a table', async () => {
    const { unmount } = render(
      <Chart
        kind="line"
        title="Notas por evaluación"
        labels={['Examen 1', 'Tarea 1']}
        series={[
          { label: 'Nota', data: [14.5, null] },
          { label: 'Nota aprobatoria', data: [11, 11], dashed: true },
        ]}
        yMin={0}
        yMax={20}
        formatValue={(v) => v.toFixed(2)}
      />,
    );
    expect(screen.getByTestId('chart')).toHaveAttribute('data-status', 'loading');
    await waitFor(() => expect(screen.getByTestId('chart')).toHaveAttribute('data-status', 'ready'));
    expect(renderChart).toHaveBeenCalledTimes(1);
    const [canvas, spec] = renderChart.mock.calls[0] as [
      HTMLCanvasElement,
      { kind: string; yMax: number; formatValue: (v: number) => string },
    ];
    expect(canvas).toBe(screen.getByRole('img', { name: 'Notas por evaluación' }));
    expect(spec).toMatchObject({ kind: 'line', yMin: 0, yMax: 20, labels: ['Examen 1', 'Tarea 1'] });
    expect(spec.formatValue(3)).toBe('3.00');
    const table = screen.getByRole('table', { name: 'Notas por evaluación' });
    const row = within(table).getByRole('row', { name: /Examen 1/ });
    expect(row).toHaveTextContent('14.50');
    expect(within(table).getByRole('row', { name: /Tarea 1/ })).toHaveTextContent('—');
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text and loads nothing when there is no data', () => {
    render(<Chart kind="bar" title="Ventas" labels={[]} series={[{ label: 'S/', data: [] }]} emptyText="Aún no tienes notas." />);
    expect(screen.getByText('Aún no tienes notas.')).toBeInTheDocument();
    expect(renderChart).not.toHaveBeenCalled();
  });

  it('shows the data table when the chart cannot be drawn', async () => {
    renderChart.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Chart kind="doughnut" title="Pagos" labels={['Pagado', 'Pendiente']} series={[{ label: 'Pagos', data: [3, 1] }]} />);
    expect(await screen.findByText('No se pudo dibujar el gráfico; estos son sus datos.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pagos' })).toBeVisible();
    warn.mockRestore();
  });

  it('resolves CSS variables for the canvas', () => {
    const read = (name: string) => (name === '--color-primary' ? ' #123456 ' : '');
    expect(resolveColor('var(--color-primary, #0b3d91)', read)).toBe('#123456');
    expect(resolveColor('var(--color-none, #abcdef)', read)).toBe('#abcdef');
    expect(resolveColor('#fff', read)).toBe('#fff');
  });
});
