import { act, render, screen } from '@testing-library/react';
import { PublicFooter, PublicHeader } from './Chrome';

const config = { apiBase: '/api', contactEmail: 'informes@inpro.edu.pe', contactPhone: '01 555 0101' };

function go(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('public chrome', () => {
  it('shows navbar and footer on public routes only, following route changes', () => {
    window.history.replaceState(null, '', '/');
    render(
      <>
        <PublicHeader navigate={jest.fn()} />
        <PublicFooter config={config} />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('informes@inpro.edu.pe');
    go('/aula');
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    go('/aula/login');
    expect(screen.getByRole('link', { name: 'Aula Virtual' })).toHaveAttribute('aria-current', 'page');
    go('/pagina-que-no-existe');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });
});
