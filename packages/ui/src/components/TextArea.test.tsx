import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is labelled, accepts multi-line text and reports errors accessibly', async () => {
    const { rerender } = render(<TextArea label="Mensaje" hint="Cuéntanos tu consulta" />);
    const area = screen.getByRole('textbox', { name: 'Mensaje' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Hola{enter}mundo');
    expect(area).toHaveValue('Hola\nmundo');
    expect(area).toHaveAccessibleDescription('Cuéntanos tu consulta');
    rerender(<TextArea label="Mensaje" error="Escribe tu mensaje." />);
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveAccessibleDescription('Escribe tu mensaje.');
  });
});
