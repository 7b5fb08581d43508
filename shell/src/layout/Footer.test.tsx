import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows brand, tagline, the three columns, hours and the year', () => {
    render(<Footer contactEmail="informes@inpro.edu.pe" contactPhone="+51 1 555 0101" year={2031} />);
    expect(screen.getByText('Instituto Nacional de Profesionalización – Educación legal de excelencia')).toBeInTheDocument();

    const cursos = screen.getByRole('navigation', { name: 'Cursos' });
    const courseLinks = within(cursos).getAllByRole('link');
    expect(courseLinks.map((a) => a.textContent)).toEqual(['Derecho Constitucional', 'Derecho Penal', 'Derecho Civil', 'Derecho Laboral']);
    courseLinks.forEach((a) => expect(a).toHaveAttribute('href', '#cursos'));

    const soporte = screen.getByRole('navigation', { name: 'Soporte' });
    const supportLinks = within(soporte).getAllByRole('link');
    expect(supportLinks.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Centro de Ayuda', '/ayuda'],
      ['Contacto', '/contacto'],
      ['FAQ', '/preguntas-frecuentes'],
      ['Términos y Condiciones', '/terminos'],
      ['Política de privacidad', '/privacidad'],
    ]);

    const contacto = screen.getByRole('region', { name: 'Contacto' });
    expect(within(contacto).getByRole('link', { name: 'informes@inpro.edu.pe' })).toHaveAttribute('href', 'mailto:informes@inpro.edu.pe');
    expect(within(contacto).getByRole('link', { name: '+51 1 555 0101' })).toHaveAttribute('href', 'tel:+5115550101');
    expect(within(contacto).getByText('Lunes a Viernes 9:00-18:00')).toBeInTheDocument();
    expect(screen.getByText(/© 2031/)).toBeInTheDocument();
  });

  it('opens the support pages inside the site with a plain click; a click with a modifier is left to the browser', async () => {
    const navigate = jest.fn();
    render(<Footer navigate={navigate} />);
    const soporte = screen.getByRole('navigation', { name: 'Soporte' });
    await userEvent.click(within(soporte).getByRole('link', { name: 'FAQ' }));
    expect(navigate).toHaveBeenCalledWith('/preguntas-frecuentes');
    const terms = within(soporte).getByRole('link', { name: 'Términos y Condiciones' });
    // After React's handler (the window is the last to hear a click): jsdom would try to navigate.
    let leftToBrowser = false;
    const stop = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', stop);
    try {
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(terms);
      await user.keyboard('{/Control}');
    } finally {
      window.removeEventListener('click', stop);
    }
    expect(leftToBrowser).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('uses the current year by default and omits missing contact data', () => {
    render(<Footer />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Contacto' })).queryAllByRole('link')).toHaveLength(0);
  });
});
