import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteLifecycles, RemoteProviders } from '@inpro/ui';
import {
  chooseIn,
  createFakeShell,
  isHydrated,
  mountAsTheShell,
  prerenderedHost,
  runOutsideAct,
  typeInto,
  type FakeShell,
} from '@inpro/ui/src/testing';
import { App } from './App';
import { preloadRoute } from './routes';

/*
 * What a visitor does on a prerendered public page before mf-public takes it over reaches
 * the forms' state (useZodForm, react-hook-form): typed, pasted or autofilled text, a choice in a
 * list, a ticked box, whether the page was hydrated before, or because of, what they did.
 */

/** The page of `path` as the server renderer sends it (same providers, routes and signed-out visitor). */
async function prerendered(path: string, shell: FakeShell): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  await preloadRoute(path);
  return prerenderedHost(
    renderToString(
      <RemoteProviders area="Sitio público" remote={shell.props} queryClient={new QueryClient()}>
        <App />
      </RemoteProviders>,
    ),
  );
}

/** The remote takes the page over as the shell mounts it: returns its unmount. */
function takeOver(host: HTMLElement, shell: FakeShell) {
  const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: App });
  return mountAsTheShell(lifecycles, host, shell.props);
}

const get = <T extends Element>(host: HTMLElement, selector: string) => host.querySelector<T>(selector)!;

runOutsideAct();

describe('/contacto: what the visitor did before the take-over is sent', () => {
  const contactShell = () => createFakeShell({ authenticated: false, routes: { 'POST /contact': { id: 1, message: 'Mensaje enviado.' } } });
  const sent = (shell: FakeShell) => shell.calls.find((c) => c.method === 'POST' && c.url === '/contact')?.body;

  it('every field filled, chosen and ticked before the page was hydrated', async () => {
    const shell = contactShell();
    const host = await prerendered('/contacto', shell);
    typeInto(get(host, 'input[autocomplete="name"]'), 'Luis Sin Teléfono');
    typeInto(get(host, 'input[type="email"]'), 'luis@inpro.test');
    get<HTMLSelectElement>(host, 'select').value = 'Soporte técnico';
    typeInto(get(host, 'textarea'), 'No puedo ingresar al Aula Virtual.');
    get<HTMLInputElement>(host, 'input[type="checkbox"]').checked = true;
    const unmount = await takeOver(host, shell);
    await waitFor(() => expect(isHydrated(get(host, 'select'))).toBe(true));
    expect(screen.getByRole('combobox', { name: /Asunto/ })).toHaveValue('Soporte técnico');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Mensaje enviado.')).toBeInTheDocument();
    expect(sent(shell)).toEqual({
      name: 'Luis Sin Teléfono',
      email: 'luis@inpro.test',
      phone: null,
      subject: 'Soporte técnico',
      message: 'No puedo ingresar al Aula Virtual.',
      privacy: true,
    });
    await unmount();
  });

  it('a choice in the list that makes React hydrate the page, after text typed before', async () => {
    const shell = contactShell();
    const host = await prerendered('/contacto', shell);
    typeInto(get(host, 'input[autocomplete="name"]'), 'Luis Sin Teléfono');
    typeInto(get(host, 'input[type="email"]'), 'luis@inpro.test');
    const unmount = await takeOver(host, shell);
    const select = get<HTMLSelectElement>(host, 'select');
    // The root is React's, the page's boundary not yet: the choice makes React hydrate it at once.
    expect(isHydrated(select)).toBe(false);
    chooseIn(select, 'Soporte técnico');
    expect(isHydrated(select)).toBe(true);
    // Typed and ticked once the page is live, then sent.
    await userEvent.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'No puedo ingresar.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ }));
    expect(select).toHaveValue('Soporte técnico');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Mensaje enviado.')).toBeInTheDocument();
    expect(sent(shell)).toMatchObject({ name: 'Luis Sin Teléfono', email: 'luis@inpro.test', subject: 'Soporte técnico', privacy: true });
    await unmount();
  });

  it('a box ticked that makes React hydrate the page, after a choice made before', async () => {
    const shell = contactShell();
    const host = await prerendered('/contacto', shell);
    typeInto(get(host, 'input[autocomplete="name"]'), 'Luis Sin Teléfono');
    typeInto(get(host, 'input[type="email"]'), 'luis@inpro.test');
    get<HTMLSelectElement>(host, 'select').value = 'Certificados';
    typeInto(get(host, 'textarea'), 'Mi certificado.');
    const unmount = await takeOver(host, shell);
    const box = get<HTMLInputElement>(host, 'input[type="checkbox"]');
    expect(isHydrated(box)).toBe(false);
    box.click();
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Mensaje enviado.')).toBeInTheDocument();
    expect(sent(shell)).toMatchObject({ subject: 'Certificados', message: 'Mi certificado.', privacy: true });
    expect(box).not.toBeChecked();
    await unmount();
  });
});

describe('/aula/login: what the visitor did before the take-over signs in', () => {
  const token = 'e30.eyJzdWIiOiI0Iiwicm9sZXMiOlsiRVNUVURJQU5URSJdLCJleHAiOjQwMDAwMDAwMDB9.x';
  const loginShell = () =>
    createFakeShell({ authenticated: false, routes: { 'POST /auth/login': { token, user: { id: 4, fullName: 'Estudiante' } } } });
  const sentLogin = (shell: FakeShell) => shell.calls.find((c) => c.url === '/auth/login')?.body;

  it('an autofilled password that makes React hydrate the page, beside an e-mail typed before', async () => {
    const shell = loginShell();
    const host = await prerendered('/aula/login', shell);
    const email = get<HTMLInputElement>(host, 'input[autocomplete="username"]');
    const password = get<HTMLInputElement>(host, 'input[autocomplete="current-password"]');
    typeInto(email, 'estudiante@inpro.test');
    const unmount = await takeOver(host, shell);
    expect(isHydrated(password)).toBe(false);
    typeInto(password, 'Inpro2026!');
    expect(isHydrated(password)).toBe(true);
    expect(email).toHaveValue('estudiante@inpro.test');
    expect(password).toHaveValue('Inpro2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(shell.navigations).toEqual(['/aula']));
    expect(sentLogin(shell)).toEqual({ email: 'estudiante@inpro.test', password: 'Inpro2026!' });
    await unmount();
  });

  it('both fields filled before the page was hydrated, sent by Enter at once', async () => {
    const shell = loginShell();
    const host = await prerendered('/aula/login', shell);
    typeInto(get(host, 'input[autocomplete="username"]'), 'estudiante@inpro.test');
    const password = get<HTMLInputElement>(host, 'input[autocomplete="current-password"]');
    typeInto(password, 'Inpro2026!');
    password.focus();
    const unmount = await takeOver(host, shell);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shell.navigations).toEqual(['/aula']));
    expect(sentLogin(shell)).toEqual({ email: 'estudiante@inpro.test', password: 'Inpro2026!' });
    await unmount();
  });
});
