import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from './Navbar';

function setup(path = '/') {
  const navigate = jest.fn();
  const utils = render(<Navbar path={path} navigate={navigate} />);
  return { navigate, ...utils };
}

describe('Navbar', () => {
  it('renders the brand link and the eight labelled links', () => {
    setup('/');
    expect(screen.getByRole('link', { name: /INPRO/ })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([
      'Cursos / Seminarios',
      'Diplomados',
      'Programas de Especialización',
      'Certificaciones',
      'Contacto',
      'Corte de Arbitraje / Conciliación',
      'Trámites Educativos',
      'Aula Virtual',
    ]);
  });

  it('marks the current page with aria-current', () => {
    setup('/diplomados');
    expect(screen.getByRole('link', { name: 'Diplomados' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cursos / Seminarios' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /INPRO/ })).not.toHaveAttribute('aria-current');
  });

  it('marks Aula Virtual on /aula/login?e=exp paths by prefix', () => {
    setup('/aula/login');
    expect(screen.getByRole('link', { name: 'Aula Virtual' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates client-side on a plain click, and leaves modified clicks to the browser', async () => {
    const { navigate } = setup('/');
    await userEvent.click(screen.getByRole('link', { name: 'Contacto' }));
    expect(navigate).toHaveBeenCalledWith('/contacto');
    navigate.mockClear();
    // jsdom cannot follow a real navigation: stop it after React has seen the click.
    const stop = (e: Event) => e.preventDefault();
    window.addEventListener('click', stop);
    fireEvent.click(screen.getByRole('link', { name: 'Diplomados' }), { ctrlKey: true });
    window.removeEventListener('click', stop);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('submits the trimmed, encoded search and ignores an empty one', async () => {
    const { navigate } = setup('/cursos');
    const box = screen.getByRole('searchbox', { name: 'Buscar en el sitio' });
    expect(box).toHaveAttribute('placeholder', 'Buscar en todo el instituto…');
    await userEvent.type(box, '   {Enter}');
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '  derecho laboral  ');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(navigate).toHaveBeenCalledWith('/buscar?q=derecho%20laboral');
  });

  it('has a menu button that reports and toggles its state, closing on Escape', async () => {
    setup('/');
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', expect.any(String));
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Diplomados' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    screen.getByRole('link', { name: 'Contacto' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
