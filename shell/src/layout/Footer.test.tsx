import { render, screen, within } from '@testing-library/react';
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
    expect(supportLinks.map((a) => a.textContent)).toEqual(['Centro de Ayuda', 'Contacto', 'FAQ', 'Términos y Condiciones']);
    supportLinks.forEach((a) => expect(a.getAttribute('href')).toMatch(/^#/));

    const contacto = screen.getByRole('region', { name: 'Contacto' });
    expect(within(contacto).getByRole('link', { name: 'informes@inpro.edu.pe' })).toHaveAttribute('href', 'mailto:informes@inpro.edu.pe');
    expect(within(contacto).getByRole('link', { name: '+51 1 555 0101' })).toHaveAttribute('href', 'tel:+5115550101');
    expect(within(contacto).getByText('Lunes a Viernes 9:00-18:00')).toBeInTheDocument();
    expect(screen.getByText(/© 2031/)).toBeInTheDocument();
  });

  it('uses the current year by default and omits missing contact data', () => {
    render(<Footer />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Contacto' })).queryAllByRole('link')).toHaveLength(0);
  });
});
