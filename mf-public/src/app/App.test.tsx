import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RemotePropsProvider } from '@inpro/ui';
import { createTestQueryClient } from '@inpro/ui/src/testing';
import type { HttpClient } from '@inpro/shared-contracts';
import { createMockHttp, createMockSession } from './testing/remoteHarness';
import { App } from './App';
import { publicRoutes } from './routes';

function renderAt(url: string) {
  window.history.pushState({}, '', url);
  const http = createMockHttp();
  return render(
    <RemotePropsProvider
      value={{
        http: http as unknown as HttpClient,
        session: createMockSession(),
        navigate: jest.fn(),
        config: { apiBase: '/api', contactEmail: '', contactPhone: '' },
      }}
    >
      <QueryClientProvider client={createTestQueryClient()}>
        <App />
      </QueryClientProvider>
    </RemotePropsProvider>,
  );
}

describe('App route table', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('owns every public route of the specification', () => {
    expect(publicRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/cursos',
        '/curso',
        '/curso/:courseParam',
        '/cursos/:courseParam',
        '/checkout',
        '/gracias',
        '/certificados',
        '/especializacion',
        '/diplomados',
        '/arbitraje',
        '/tramites',
        '/contacto',
        '/buscar',
        '/aula/login',
      ]),
    );
  });

  it('loads the screen of a path lazily', async () => {
    renderAt('/certificados');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificaciones' })).toBeInTheDocument();
  });

  it('sends /curso without id to "No se encontró el curso."', async () => {
    renderAt('/curso');
    expect(await screen.findByRole('heading', { name: 'No se encontró el curso.' })).toBeInTheDocument();
  });

  it('shows the sign-in page on /aula/login', async () => {
    renderAt('/aula/login?e=exp');
    expect(await screen.findByRole('tab', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('shows a Spanish not-found page for unknown paths', async () => {
    renderAt('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('scrolls to the top when the screen changes', async () => {
    renderAt('/no-existe');
    await screen.findByRole('heading', { name: 'Página no encontrada' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('gives each fixed-content page its own title, also when the previous page had another', async () => {
    document.title = 'Curso anterior | INPRO';
    renderAt('/tramites');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Trámites | INPRO');
  });
});
