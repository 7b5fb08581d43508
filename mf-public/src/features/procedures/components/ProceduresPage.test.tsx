import { screen, within } from '@testing-library/react';
import { ProceduresPage } from './ProceduresPage';
import { renderWithRemote } from '../../../app/testing/renderWithRemote';

describe('ProceduresPage', () => {
  it('shows three procedures with id, title, term, cost in soles and requirements', () => {
    renderWithRemote(<ProceduresPage />);
    const cards = ['Constancia de estudios', 'Duplicado de certificado', 'Convalidación de cursos'].map((name) =>
      screen.getByRole('heading', { level: 3, name }).closest('li')!,
    );
    expect(cards.map((c) => within(c).getByText(/^S\/ /).textContent?.replace(/\s/g, ' '))).toEqual(['S/ 35.00', 'S/ 60.00', 'S/ 120.00']);
    expect(within(cards[0]!).getByText('TR-01')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('3 días hábiles')).toBeInTheDocument();
    for (const card of cards) {
      expect(within(card).getByText('Requisitos')).toBeInTheDocument();
      expect(within(card).getByText('Comprobante de pago')).toBeInTheDocument();
    }
  });

  it('has a 4-step flow and FAQs', () => {
    renderWithRemote(<ProceduresPage />);
    expect(within(screen.getByRole('list', { name: 'Pasos del trámite' })).getAllByRole('listitem')).toHaveLength(4);
    expect(document.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'Solicitar un trámite' })).toHaveAttribute('href', '/contacto');
  });
});
