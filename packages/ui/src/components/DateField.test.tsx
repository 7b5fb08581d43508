import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './DateField';
import { dateToText, textToDate } from './dateText';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Desde"
        value={value}
        onChange={setValue}
        error={value === 'x' ? 'Fecha inválida: usa el formato dd/mm/aaaa.' : undefined}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('takes a date typed dd/mm/aaaa in a labelled text box', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Desde' });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(input, '05/03/2026');
    expect(screen.getByTestId('value')).toHaveTextContent('05/03/2026');
  });

  it('shows the error linked to the box', () => {
    render(<Harness initial="x" />);
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveAccessibleDescription('Fecha inválida: usa el formato dd/mm/aaaa.');
  });

  it('picks a day in the Spanish calendar, which closes and gives the focus back', async () => {
    render(<Harness initial="10/03/2026" />);
    const toggle = screen.getByRole('button', { name: 'Elegir Desde en el calendario' });
    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Calendario: Desde' });
    const grid = await within(dialog).findByRole('grid');
    expect(grid).toHaveAccessibleName(/marzo 2026/i);
    await userEvent.click(within(grid).getByRole('button', { name: /20 de marzo de 2026/i }));
    expect(screen.getByTestId('value')).toHaveTextContent('20/03/2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  }, 30_000);

  it('closes with Escape', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Desde en el calendario' }));
    await screen.findByRole('grid');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('converts between dates and dd/mm/aaaa', () => {
    expect(dateToText(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(textToDate('5/1/2026')?.getDate()).toBe(5);
    expect(textToDate('2026-01-05')?.getMonth()).toBe(0);
    expect(textToDate('31/02/2026')).toBeUndefined();
    expect(textToDate('hoy')).toBeUndefined();
    // The calendar's days are Lima's: a typed date is Lima's midnight of that day, and reads back the same.
    expect(new Date(textToDate('05/01/2026') as Date).toISOString()).toBe('2026-01-05T05:00:00.000Z');
    expect(dateToText(textToDate('31/12/2026') as Date)).toBe('31/12/2026');
  });
});
