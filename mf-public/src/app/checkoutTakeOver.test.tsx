import { renderToString } from 'react-dom/server';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { PRERENDER_STATE_ID } from '@inpro/shared-contracts';
import { createRemoteLifecycles, RemoteProviders } from '@inpro/ui';
import { createFakeShell, mountAsTheShell, prerenderedHost, runOutsideAct, type FakeShell } from '@inpro/ui/src/testing';
import { anonymousSession } from '../prerender/serverRemoteProps';
import { App } from './App';
import { publicKeys } from './queryKeys';
import { preloadRoute } from './routes';
import { apiCourse } from './testing/apiCourse';

/*
 * /checkout as the server sends it cannot know who visits (the session lives in the browser): it
 * asserts nothing about the visitor until the remote takes it over, then shows at once the right
 * part: the payment form, sign in first, or «already enrolled».
 */

const course = apiCourse({ id: 4, title: 'Arbitraje Comercial', price: 1450 });
const config = { apiBase: '/api', contactEmail: 'informes@inpro.test', contactPhone: '999 888 777' };

/** The server's page of /checkout?courseId=4 (its course fetched, a visitor it cannot know), with its state, as the shell hands it over. */
async function serverPage(): Promise<HTMLElement> {
  window.history.replaceState(null, '', '/checkout?courseId=4');
  await preloadRoute('/checkout');
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(publicKeys.course(4), course);
  const server = createFakeShell({ authenticated: false, user: null }).props;
  const html = renderToString(
    <RemoteProviders area="Sitio público" remote={{ ...server, session: anonymousSession(), config }} queryClient={queryClient}>
      <App />
    </RemoteProviders>,
  );
  const host = prerenderedHost(html);
  const state = document.createElement('script');
  state.id = PRERENDER_STATE_ID;
  state.type = 'application/json';
  state.setAttribute('data-remote', 'mf_public');
  state.textContent = JSON.stringify(dehydrate(queryClient));
  document.head.appendChild(state);
  return host;
}

function takeOver(host: HTMLElement, shell: FakeShell) {
  const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: App });
  return mountAsTheShell(lifecycles, host, shell.props);
}

runOutsideAct();

describe('/checkout prerendered, then taken over', () => {
  let redrawn: jest.SpyInstance;
  beforeEach(() => {
    redrawn = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => redrawn.mockRestore());
  const mismatches = () => redrawn.mock.calls.filter((c) => String(c[0]).includes('did not match'));

  it('the server page shows the course and a neutral «Cargando…», neither sign-in nor the payment form', async () => {
    const host = await serverPage();
    expect(host).toHaveTextContent('Arbitraje Comercial');
    expect(host).toHaveTextContent('Cargando…');
    expect(host).not.toHaveTextContent('Inicia sesión para comprar');
    expect(host.querySelector('a[href^="/aula/login"]')).toBeNull();
    expect(host).not.toHaveTextContent('Pagar');
  });

  it('a signed-in buyer gets the payment form once the remote has the page, never «Inicia sesión para comprar»', async () => {
    const host = await serverPage();
    const shell = createFakeShell({
      user: { name: 'Lucía Torres', fullName: 'Lucía Torres', email: 'lucia@inpro.test', role: 'ESTUDIANTE' },
      get: { '/my/courses': [], '/courses/4': course },
    });
    const unmount = await takeOver(host, shell);
    expect(await screen.findByRole('button', { name: 'Pagar S/\u00a01,450.00' })).toBeInTheDocument();
    expect(screen.queryByText('Inicia sesión para comprar')).toBeNull();
    expect(mismatches()).toEqual([]);
    await unmount();
  });

  it('a visitor who has not signed in is asked to, and one who owns the course is told so, with the way to it', async () => {
    let host = await serverPage();
    let unmount = await takeOver(host, createFakeShell({ authenticated: false, user: null, get: { '/courses/4': course } }));
    expect(await screen.findByRole('link', { name: 'Iniciar sesión o registrarme' })).toHaveAttribute(
      'href',
      `/aula/login?next=${encodeURIComponent('/checkout?courseId=4')}`,
    );
    await unmount();

    host = await serverPage();
    const owner = createFakeShell({
      user: { name: 'Lucía Torres', email: 'lucia@inpro.test', role: 'ESTUDIANTE' },
      get: { '/my/courses': [{ id: 4, title: 'Arbitraje Comercial' }], '/courses/4': course },
    });
    unmount = await takeOver(host, owner);
    expect(await screen.findByRole('heading', { name: 'Ya estás inscrito en este curso.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al curso en el Aula Virtual' })).toHaveAttribute('href', '/aula/materiales/4');
    expect(screen.queryByRole('button', { name: /Pagar/ })).toBeNull();
    await waitFor(() => expect(mismatches()).toEqual([]));
    await unmount();
  });
});
