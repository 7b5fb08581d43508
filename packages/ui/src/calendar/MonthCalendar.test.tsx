import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthCalendar } from './MonthCalendar';

describe('MonthCalendar', () => {
  it('shows the events on their days, marks today and moves between months', async () => {
    const onMonthChange = jest.fn();
    render(
      <MonthCalendar
        month="2026-11"
        onMonthChange={onMonthChange}
        today="2026-11-24"
        label="Calendario de clases"
        events={[
          { id: 1, date: '2026-11-24', label: '19:00 Derecho Penal', highlight: true },
          { id: 2, date: '2026-11-24', label: '21:00 Arbitraje' },
          { id: 3, date: '2026-11-02', label: '18:00 Cancelada', muted: true },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Noviembre de 2026' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Calendario de clases: noviembre de 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']);
    const today = table.querySelector('[aria-current="date"]') as HTMLElement;
    expect(today).toHaveAttribute('data-date', '2026-11-24');
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['19:00 Derecho Penal', '21:00 Arbitraje']);
    expect(within(table.querySelector('[data-date="2026-11-02"]') as HTMLElement).getByText('18:00 Cancelada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-12');
    await userEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(onMonthChange).toHaveBeenLastCalledWith('2026-10');
  });
});
