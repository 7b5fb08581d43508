import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'login', label: 'Iniciar sesión', content: <p>Formulario de acceso</p> },
  { id: 'register', label: 'Registrarse', content: <p>Formulario de registro</p> },
  { id: 'off', label: 'Deshabilitada', content: <p>Nada</p>, disabled: true },
  { id: 'help', label: 'Ayuda', content: <p>Preguntas</p> },
];

describe('Tabs', () => {
  it('wires tabs to panels and keeps only the selected tab in the Tab order', () => {
    render(<Tabs label="Acceso" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Acceso' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Iniciar sesión' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Iniciar sesión' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Formulario de acceso');
  });

  it('moves and selects with arrows, skips disabled tabs, wraps, and supports Home/End', async () => {
    const onChange = jest.fn();
    render(<Tabs label="Acceso" tabs={tabs} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Formulario de registro');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ayuda' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ayuda' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Ayuda' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['register', 'help', 'login', 'help', 'login', 'help']);
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('can be controlled', async () => {
    const onChange = jest.fn();
    render(<Tabs label="Acceso" tabs={tabs} selectedId="register" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Ayuda' }));
    expect(onChange).toHaveBeenCalledWith('help');
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');
  });
});
