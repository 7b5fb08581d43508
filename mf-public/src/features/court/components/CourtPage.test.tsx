import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CourtPage } from './CourtPage';
import { renderWithRemote } from '../../../app/testing/renderWithRemote';

describe('CourtPage', () => {
  it('shows the reference fees in soles and the stated times', () => {
    renderWithRemote(<CourtPage />);
    const table = screen.getByRole('table', { name: 'Tarifas referenciales' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^Registro de caso/);
    expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('S/ 180.00');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^Audiencia por sesión/);
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('S/ 250.00');
    expect(screen.getAllByText('48–72 h').length).toBeGreaterThan(0);
    expect(screen.getAllByText('7–15 días').length).toBeGreaterThan(0);
  });

  it('has requirements, rules, a 4-step flow and two FAQs (native disclosure widgets)', async () => {
    renderWithRemote(<CourtPage />);
    expect(screen.getByRole('heading', { name: 'Requisitos para presentar un caso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reglas del procedimiento' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Flujo del caso' })).getAllByRole('listitem')).toHaveLength(4);
    const summaries = document.querySelectorAll('details > summary');
    expect(summaries).toHaveLength(2);
    const details = summaries[0]!.parentElement as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(summaries[0] as HTMLElement);
    expect(details.open).toBe(true);
    expect(summaries[0]).toHaveTextContent('¿Cuál es la diferencia entre arbitraje y conciliación?');
  });
});
