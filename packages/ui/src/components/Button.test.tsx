import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './Button';

describe('Button', () => {
  it('is a type=button with the primary look by default and reacts to keyboard and clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('primary');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it.each(['secondary', 'danger', 'ghost'] as const)('applies the %s variant', (variant) => {
    render(<Button variant={variant}>Acción</Button>);
    expect(screen.getByRole('button').className).toContain(variant);
  });

  it('is disabled and busy while loading, with its loading text', async () => {
    const onClick = jest.fn();
    render(
      <Button loading loadingText="Guardando…" onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardando…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label while loading without a loading text and forwards refs', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} loading type="submit">
        Enviar
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('gives links the same classes', () => {
    expect(buttonClass('danger', 'sm', true)).toMatch(/button.*danger.*sm.*block/);
  });
});
