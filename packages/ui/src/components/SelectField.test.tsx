import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';

const types = [
  { value: 'pdf', label: 'PDF' },
  { value: 'link', label: 'Enlace' },
  { value: 'exam', label: 'Examen', disabled: true },
];

describe('SelectField', () => {
  it('offers a placeholder and the options and selects with the keyboard', async () => {
    const onChange = jest.fn();
    render(<SelectField label="Tipo" placeholder="Selecciona" options={types} onChange={onChange} defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Tipo' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecciona', 'PDF', 'Enlace', 'Examen']);
    expect(screen.getByRole('option', { name: 'Examen' })).toBeDisabled();
    await userEvent.selectOptions(select, 'link');
    expect(select).toHaveValue('link');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks an error', () => {
    render(<SelectField label="Curso" options={types} error="Elige un curso." />);
    const select = screen.getByRole('combobox', { name: 'Curso' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Elige un curso.');
  });
});
