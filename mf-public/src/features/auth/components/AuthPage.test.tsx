import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TERMS_CONSENT_LABEL } from '@inpro/shared-contracts';
import { createMockHttp, createMockSession, fakeJwt, httpError, ok, renderRemote, type MockHttp } from '../../../app/testing/remoteHarness';
import { AuthPage } from './AuthPage';

const exp = 4e9;
const studentToken = fakeJwt({ sub: '4', username: 'estudiante@inpro.test', roles: ['ESTUDIANTE'], exp });

function renderAuth(url = '/aula/login', http: MockHttp = createMockHttp(), session = createMockSession()) {
  return renderRemote(<AuthPage />, { path: '/aula/login', url, http, session });
}

function type(label: string, value: string) {
  // Labels of required fields end with an aria-hidden '*'.
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  fireEvent.change(screen.getByLabelText(new RegExp(`^${escaped}\\*?$`)), { target: { value } });
}

function signIn(email: string, password: string) {
  type('Correo electrónico', email);
  type('Contraseña', password);
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

function openRegister() {
  fireEvent.click(screen.getByRole('tab', { name: 'Registrarse' }));
}

function fillRegister(values: Partial<Record<string, string>> = {}) {
  const v = {
    Nombres: '  María  José ',
    Apellidos: 'Quispe   Huamán',
    'Correo electrónico': ' maria@inpro.test ',
    'Teléfono (opcional)': '',
    Contraseña: 'Segura2026',
    'Confirmar contraseña': 'Segura2026',
    ...values,
  };
  for (const [label, value] of Object.entries(v)) type(label, value as string);
}

describe('AuthPage: sign-in', () => {
  it('has the two tabs and tells the person when the session expired', () => {
    renderAuth('/aula/login?e=exp');
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Tu sesión expiró. Inicia sesión de nuevo.')).toBeInTheDocument();
  });

  it('does not show the expiry notice without ?e=exp', () => {
    renderAuth();
    expect(screen.queryByText(/Tu sesión expiró/)).not.toBeInTheDocument();
  });

  it('requires e-mail and password', async () => {
    const { http } = renderAuth();
    signIn('   ', '');
    expect(await screen.findByText('Email es requerido.')).toBeInTheDocument();
    expect(screen.getByText('Contraseña es requerida.')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed e-mail, disables submit meanwhile, stores the session and goes to the role home', async () => {
    const http = createMockHttp();
    let resolve!: (v: unknown) => void;
    http.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    const token = fakeJwt({ sub: '2', roles: ['ROLE_DOCENTE'], exp });
    const { session, navigate } = renderAuth('/aula/login', http);
    signIn('  docente@inpro.test ', 'Inpro2026!');
    expect(await screen.findByRole('button', { name: 'Ingresando…' })).toBeDisabled();
    expect(http.post).toHaveBeenCalledWith(
      '/auth/login',
      { email: 'docente@inpro.test', password: 'Inpro2026!' },
      { skipAuthRedirect: true },
    );
    await act(async () => resolve(ok({ access_token: token, data: { user: { id: 2, fullName: 'Docente' } } })));
    expect(session.login).toHaveBeenCalledWith(token, { id: 2, fullName: 'Docente' });
    expect(navigate).toHaveBeenCalledWith('/prof');
  });

  it.each([
    ['SUPER_ADMIN', '/super'],
    ['ADMIN', '/admin'],
    ['ESTUDIANTE', '/aula'],
  ])('sends %s to %s', async (role, home) => {
    const http = createMockHttp();
    http.post.mockResolvedValue(ok({ token: fakeJwt({ sub: '1', roles: [role], exp }), user: { id: 1 } }));
    const { navigate } = renderAuth('/aula/login', http);
    signIn('a@inpro.test', 'x');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(home));
  });

  it('returns to the page of ?next= (the checkout) after signing in, never to another site', async () => {
    const http = createMockHttp();
    http.post.mockResolvedValue(ok({ token: fakeJwt({ sub: '1', roles: ['ESTUDIANTE'], exp }), user: { id: 1 } }));
    const { navigate } = renderAuth(`/aula/login?next=${encodeURIComponent('/checkout?courseId=4')}`, http);
    signIn('a@inpro.test', 'x');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout?courseId=4'));
  });

  it.each(['/\t/example.org/', '/\n/example.org/', '//example.org', '/%5cexample.org', 'javascript:alert(1)'])(
    'ignores ?next=%j and goes to the role home',
    async (next) => {
      const http = createMockHttp();
      http.post.mockResolvedValue(ok({ token: fakeJwt({ sub: '1', roles: ['ESTUDIANTE'], exp }), user: { id: 1 } }));
      const { navigate } = renderAuth(`/aula/login?next=${encodeURIComponent(next)}`, http);
      signIn('a@inpro.test', 'x');
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/aula'));
    },
  );

  it('reads the token from the Authorization header and the role from the answer', async () => {
    const http = createMockHttp();
    http.post.mockResolvedValue(ok({ user: { id: 9, role: 'admin' } }, { authorization: 'Bearer opaque-token' }));
    const { session, navigate } = renderAuth('/aula/login', http);
    signIn('admin@inpro.test', 'Inpro2026!');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
    expect(session.login).toHaveBeenCalledWith('opaque-token', { id: 9, role: 'admin' });
  });

  it('asks GET /auth/me for the role when neither token nor answer carry one', async () => {
    const http = createMockHttp();
    http.post.mockResolvedValue(ok({ jwt: 'opaque-token' }));
    http.get.mockResolvedValue(ok({ id: 7, role: 'SUPERADMIN', email: 's@inpro.test' }));
    const { session, navigate } = renderAuth('/aula/login', http);
    signIn('s@inpro.test', 'Inpro2026!');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/super'));
    expect(http.get).toHaveBeenCalledWith('/auth/me', { skipAuthRedirect: true, headers: { Authorization: 'Bearer opaque-token' } });
    expect(session.login).toHaveBeenCalledWith('opaque-token', { id: 7, role: 'SUPERADMIN', email: 's@inpro.test' });
  });

  it("says 'No se recibió token ni sesión activa.' when no role can be found", async () => {
    const http = createMockHttp();
    http.post.mockResolvedValue(ok({ ok: true }));
    http.get.mockRejectedValue(httpError(401, { error: 'No autenticado' }));
    const { session, navigate } = renderAuth('/aula/login', http);
    signIn('x@inpro.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se recibió token ni sesión activa.');
    expect(session.login).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [httpError(401, { error: 'Correo o contraseña incorrectos.', message: 'otro' }), 'Correo o contraseña incorrectos.'],
    [httpError(400, { message: 'Solicitud inválida' }), 'Solicitud inválida'],
    [new Error('Network Error'), 'Network Error'],
    [{}, 'No se pudo iniciar sesión'],
  ])('shows the error in the order server error, message, error message, fallback (%#)', async (err, text) => {
    const http = createMockHttp();
    http.post.mockRejectedValue(err);
    renderAuth('/aula/login', http);
    signIn('a@inpro.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
  });
});

describe('AuthPage: registration', () => {
  it('shows every validation message, focuses the first and sends nothing', async () => {
    const { http } = renderAuth();
    openRegister();
    fillRegister({ Nombres: ' ', Apellidos: '', 'Correo electrónico': '', Contraseña: 'corta', 'Confirmar contraseña': 'distinta' });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Nombre es requerido.')).toBeInTheDocument();
    for (const text of [
      'Nombre es requerido.',
      'Apellido es requerido.',
      'Email es requerido.',
      'La contraseña debe tener al menos 10 caracteres.',
      'Las contraseñas no coinciden.',
      'Debes aceptar los términos y condiciones.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: TERMS_CONSENT_LABEL })).toHaveAccessibleDescription(
      'Los enlaces se abren en una pestaña nueva. Debes aceptar los términos y condiciones.',
    );
    expect(http.post).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombres' })).toHaveFocus());
  });

  it('registers with the collapsed full name and a null phone, then goes to the student home', async () => {
    const http = createMockHttp();
    let resolve!: (v: unknown) => void;
    http.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    const { session, navigate } = renderAuth('/aula/login', http);
    openRegister();
    fillRegister();
    fireEvent.click(screen.getByRole('checkbox', { name: TERMS_CONSENT_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('button', { name: 'Registrando…' })).toBeDisabled();
    await act(async () => resolve(ok({ token: studentToken, user: { id: 4, fullName: 'María José Quispe Huamán' } })));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/aula'));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(
      '/auth/register',
      {
        fullName: 'María José Quispe Huamán',
        firstName: 'María José',
        lastName: 'Quispe Huamán',
        email: 'maria@inpro.test',
        password: 'Segura2026',
        phone: null,
        acceptTerms: true,
      },
      { skipAuthRedirect: true },
    );
    expect(session.login).toHaveBeenCalledWith(studentToken, { id: 4, fullName: 'María José Quispe Huamán' });
  });

  it('links the terms and the privacy policy from the consent, each in a new tab', () => {
    renderAuth('/aula/login', createMockHttp());
    openRegister();
    const form = screen.getByRole('form', { name: 'Registrarse' });
    expect(within(form).getByRole('checkbox', { name: TERMS_CONSENT_LABEL })).toBeRequired();
    for (const [name, href] of [
      ['Términos y condiciones', '/terminos'],
      ['Política de privacidad', '/privacidad'],
    ]) {
      const link = within(form).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('signs in with the same credentials when the registration answer has no user', async () => {
    const http = createMockHttp();
    http.post.mockImplementation(async (url: string) =>
      url === '/auth/register' ? ok({ message: 'Registrado' }) : ok({ token: studentToken, user: { id: 4 } }),
    );
    const { session, navigate } = renderAuth('/aula/login', http);
    openRegister();
    fillRegister({ 'Teléfono (opcional)': ' 987654321 ' });
    fireEvent.click(screen.getByRole('checkbox', { name: TERMS_CONSENT_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/aula'));
    expect(http.post.mock.calls[0][1]).toMatchObject({ phone: '987654321' });
    expect(http.post).toHaveBeenLastCalledWith(
      '/auth/login',
      { email: 'maria@inpro.test', password: 'Segura2026' },
      { skipAuthRedirect: true },
    );
    expect(session.login).toHaveBeenCalledWith(studentToken, { id: 4 });
  });

  it("shows the server's error, else 'No se pudo completar el registro'", async () => {
    const http = createMockHttp();
    http.post.mockRejectedValueOnce(httpError(409, { error: 'El correo ya está registrado.' })).mockRejectedValueOnce({});
    renderAuth('/aula/login', http);
    openRegister();
    fillRegister();
    fireEvent.click(screen.getByRole('checkbox', { name: TERMS_CONSENT_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo ya está registrado.');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se pudo completar el registro'));
  });
});

describe('AuthPage: temporary password and signed-in users', () => {
  it('asks for a new password before going on when mustChangePassword is set', async () => {
    const http = createMockHttp();
    const token = fakeJwt({ sub: '4', roles: ['ESTUDIANTE'], exp });
    http.post.mockImplementation(async (url: string) =>
      url === '/auth/login' ? ok({ token, user: { id: 4, mustChangePassword: true } }) : ok({ ok: true }),
    );
    const { session, navigate } = renderAuth('/aula/login', http);
    signIn('estudiante@inpro.test', 'Temp-9x7');
    expect(await screen.findByRole('heading', { name: 'Cambia tu contraseña' })).toBeInTheDocument();
    expect(session.login).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Contraseña temporal/)).toHaveValue('Temp-9x7');

    type('Nueva contraseña', 'corta');
    type('Confirmar nueva contraseña', 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('La contraseña debe tener al menos 10 caracteres.')).toBeInTheDocument();
    expect(http.post).toHaveBeenCalledTimes(1);

    type('Nueva contraseña', 'NuevaClave2026');
    type('Confirmar nueva contraseña', 'NuevaClave2026');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/aula'));
    expect(http.post).toHaveBeenLastCalledWith(
      '/auth/change-password',
      { currentPassword: 'Temp-9x7', newPassword: 'NuevaClave2026' },
      { skipAuthRedirect: true, headers: { Authorization: `Bearer ${token}` } },
    );
    expect(session.login).toHaveBeenCalledWith(token, { id: 4, mustChangePassword: false });
  });

  it('offers a signed-in person a link to their area and "Cerrar sesión"', async () => {
    const http = createMockHttp();
    http.post.mockResolvedValue(ok(null));
    const session = createMockSession(fakeJwt({ sub: '2', roles: ['DOCENTE'], exp }), { fullName: 'Carlos Mendoza' });
    const { navigate } = renderAuth('/aula/login', http, session);
    expect(screen.getByText('Ya iniciaste sesión como Carlos Mendoza.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ir al panel docente' });
    expect(link).toHaveAttribute('href', '/prof');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/prof');

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(session.logout).toHaveBeenCalled());
    expect(http.post).toHaveBeenCalledWith('/auth/logout', undefined, { skipAuthRedirect: true });
    expect(await screen.findByRole('tab', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });
});

describe('AuthPage: forgotten password', () => {
  const SENT =
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada (vence en 30 minutos).';

  it('asks for the e-mail, sends it and shows the server message', async () => {
    const http = createMockHttp();
    http.post.mockResolvedValue(ok({ message: SENT }));
    renderAuth('/aula/login', http);
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Email es requerido.')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    type('Correo electrónico', ' ana@inpro.test ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
    expect(http.post).toHaveBeenCalledWith('/auth/forgot-password', { email: 'ana@inpro.test' }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('sets a new password from the e-mailed link, then offers the sign-in with the message', async () => {
    const http = createMockHttp();
    http.post.mockResolvedValue(ok({ message: 'Tu contraseña fue actualizada. Inicia sesión con la nueva contraseña.' }));
    renderAuth('/aula/login?reset=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', http);
    expect(screen.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeInTheDocument();

    type('Nueva contraseña', 'Nueva-Clave-2026');
    type('Confirmar nueva contraseña', 'Otra-Clave-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    type('Confirmar nueva contraseña', 'Nueva-Clave-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Tu contraseña fue actualizada. Inicia sesión con la nueva contraseña.')).toBeInTheDocument();
    expect(http.post).toHaveBeenCalledWith(
      '/auth/reset-password',
      { token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', newPassword: 'Nueva-Clave-2026' },
      expect.anything(),
    );
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the server refusal of a used or expired link', async () => {
    const http = createMockHttp();
    http.post.mockRejectedValue(
      httpError(400, { error: 'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.' }),
    );
    renderAuth('/aula/login?reset=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', http);
    type('Nueva contraseña', 'Nueva-Clave-2026');
    type('Confirmar nueva contraseña', 'Nueva-Clave-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(
      await screen.findByText('El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.'),
    ).toBeInTheDocument();
  });
});

describe('AuthPage: registration confirmed by e-mail', () => {
  const SENT =
    'Te enviamos un correo con un enlace para activar tu cuenta. Revisa tu bandeja de entrada (vence en 24 horas). Si ya tenías una cuenta con ese correo, el mensaje te dirá cómo ingresar.';
  const LINK = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

  it('shows the message of an e-mailed activation link, signs nobody in and empties the form', async () => {
    const http = createMockHttp();
    http.post.mockResolvedValue({ ...ok({ pending: true, message: SENT }), status: 202 });
    const { session, navigate } = renderAuth('/aula/login', http);
    openRegister();
    fillRegister();
    fireEvent.click(screen.getByRole('checkbox', { name: TERMS_CONSENT_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(session.login).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute('aria-selected', 'true');
    openRegister();
    expect(screen.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue('');
  });

  it('activates the account from the e-mailed link once and goes to the student home', async () => {
    const http = createMockHttp();
    let resolve!: (v: unknown) => void;
    http.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    const { session, navigate } = renderAuth(`/aula/login?activar=${LINK}`, http);
    expect(screen.getByText('Activando tu cuenta…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/auth/confirm-registration', { token: LINK }, { skipAuthRedirect: true }));
    await act(async () => resolve(ok({ token: studentToken, user: { id: 9, fullName: 'Rosa Quispe' } })));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/aula'));
    expect(session.login).toHaveBeenCalledWith(studentToken, { id: 9, fullName: 'Rosa Quispe' });
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('says why a used or expired activation link does not work and offers the forms', async () => {
    const http = createMockHttp();
    http.post.mockRejectedValue(
      httpError(400, { error: 'El enlace para activar la cuenta no es válido o ya venció. Regístrate de nuevo.' }),
    );
    renderAuth(`/aula/login?activar=${LINK}`, http);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace para activar la cuenta no es válido o ya venció. Regístrate de nuevo.',
    );
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toBeInTheDocument();
  });
});
