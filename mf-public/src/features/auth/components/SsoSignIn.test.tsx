import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_PUBLIC_SETTINGS } from '@inpro/shared-contracts';
import { createMockHttp, fakeJwt, httpError, ok, renderRemote } from '../../../app/testing/remoteHarness';
import { AuthPage } from './AuthPage';

const withSso = (sso: { google: boolean; microsoft: boolean }) => ({ settings: { ...DEFAULT_PUBLIC_SETTINGS, sso } });

function renderAuth(url: string, sso = { google: false, microsoft: false }, http = createMockHttp()) {
  return renderRemote(<AuthPage />, { path: '/aula/login', url, http, config: withSso(sso) });
}

describe('AuthPage: sign-in with Google and Microsoft', () => {
  it('shows no provider buttons while none is enabled', () => {
    renderAuth('/aula/login');
    expect(screen.queryByText('o continúa con')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continuar con/ })).not.toBeInTheDocument();
  });

  it('links only the enabled providers to the API, carrying where to return', () => {
    renderAuth('/aula/login?next=%2Fcheckout%2F7', { google: true, microsoft: false });
    expect(screen.getByRole('link', { name: 'Continuar con Google' })).toHaveAttribute('href', '/api/auth/sso/google?next=%2Fcheckout%2F7');
    expect(screen.queryByRole('link', { name: 'Continuar con Microsoft' })).not.toBeInTheDocument();
  });

  it('back with ?sso=ok, trades the refresh cookie once and enters like the form', async () => {
    const http = createMockHttp();
    const token = fakeJwt({ sub: '9', roles: ['ESTUDIANTE'], exp: 4e9 });
    http.post.mockResolvedValue(ok({ token, user: { id: 9, fullName: 'Rosa Quispe', role: 'ESTUDIANTE' } }));
    const { session, navigate } = renderAuth('/aula/login?sso=ok&next=%2Fcheckout%2F7', { google: true, microsoft: true }, http);
    expect(screen.getByText('Completando el inicio de sesión…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/7'));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith('/auth/refresh', undefined, { skipAuthRedirect: true });
    expect(session.login).toHaveBeenCalledWith(token, expect.objectContaining({ id: 9, fullName: 'Rosa Quispe' }));
  });

  it('says so when the session cannot be read after the provider', async () => {
    const http = createMockHttp();
    http.post.mockRejectedValue(httpError(401, { error: 'Sesión expirada' }));
    renderAuth('/aula/login?sso=ok', { google: true, microsoft: false }, http);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo completar el inicio de sesión con el proveedor. Inténtalo de nuevo.',
    );
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it.each([
    ['unverified', 'Tu cuenta del proveedor no tiene un correo verificado. Ingresa con tu correo y contraseña.'],
    ['cancelled', 'Cancelaste el inicio de sesión con el proveedor.'],
    ['disabled', 'Tu cuenta está desactivada. Comunícate con la administración.'],
    ['cualquier-cosa', 'No se pudo completar el inicio de sesión con el proveedor. Inténtalo de nuevo.'],
  ])('shows the Spanish reason of ?sso=%s without calling the API', async (code, message) => {
    const { http } = renderAuth(`/aula/login?sso=${code}`, { google: true, microsoft: false });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(http.post).not.toHaveBeenCalled();
  });
});
