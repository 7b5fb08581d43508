import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and typed into', async () => {
    const onChange = jest.fn();
    render(<TextField label="Correo electrónico" type="email" onChange={onChange} />);
    const input = screen.getByLabelText('Correo electrónico');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'ana@inpro.test');
    expect(input).toHaveValue('ana@inpro.test');
    expect(onChange).toHaveBeenCalled();
  });

  it('links hint and error through aria-describedby and marks the control invalid', () => {
    render(<TextField label="Título" hint="Máximo 120 caracteres" error="Título es requerido." required />);
    const input = screen.getByRole('textbox', { name: /Título/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Máximo 120 caracteres Título es requerido.');
  });

  it('keeps a hidden label for screen readers and extra describedby ids', () => {
    render(
      <>
        <p id="extra">Busca por nombre</p>
        <TextField label="Buscar" labelHidden aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveAccessibleDescription('Busca por nombre');
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <TextField label="Nombre" />
        <TextField label="Apellido" />
      </>,
    );
    expect(screen.getByLabelText('Nombre').id).not.toBe(screen.getByLabelText('Apellido').id);
  });
});
