import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('toggles by click on the label and by the space key', async () => {
    render(<CheckboxField label="Mostrar solo publicados" />);
    const box = screen.getByRole('checkbox', { name: 'Mostrar solo publicados' });
    await userEvent.click(screen.getByText('Mostrar solo publicados'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('describes hint and error and marks the box invalid', () => {
    render(<CheckboxField label="Acepto la política de privacidad" hint="Obligatorio" error="Debes aceptar." />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Obligatorio Debes aceptar.');
  });
});
