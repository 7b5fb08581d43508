import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SETTINGS_READ_ONLY_NOTE } from '@inpro/shared-contracts';
import { createFakeShell, httpError, renderInRemote, type FakeAnswer, type FakeCall } from '../testing';
import { settingsFields } from './fields';
import { SettingsGroupForm } from './SettingsGroupForm';

const BRANDING = { logoUrl: '/api/media/logo-1.png', primaryColor: '#0b3d91', secondaryColor: '#f5b301' };
const SMTP = {
  host: 'smtp.inpro.pe',
  port: 587,
  secure: false,
  user: 'avisos',
  password: { isSet: true, last4: 'a1b2' },
  from: 'INPRO <no-reply@inpro.edu.pe>',
  confirmRegistrations: true,
};

function setup(group: 'branding' | 'smtp' | 'theme', stored: Record<string, unknown>, routes: Record<string, FakeAnswer> = {}) {
  const shell = createFakeShell({
    role: 'SUPER_ADMIN',
    routes: {
      [`GET /admin/settings/${group}`]: stored,
      // The server answers the group as saved: the stored values with the patch over them.
      [`PUT /admin/settings/${group}`]: (call: FakeCall) => ({ ...stored, ...(call.body as object) }),
      ...routes,
    },
  });
  renderInRemote(<SettingsGroupForm group={group} fields={settingsFields(group)} />, shell);
  return shell;
}

const puts = (shell: ReturnType<typeof setup>) => shell.calls.filter((c) => c.method === 'PUT');
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('SettingsGroupForm', () => {
  it('saves a change although stored values the person did not touch fail a newer rule (only changed fields are checked)', async () => {
    // Values stored before their rules were tightened: a colour name, a javascript: address.
    const shell = setup('branding', { logoUrl: 'javascript:alert(1)', primaryColor: 'rojo', secondaryColor: '#f5b301' });
    await screen.findByLabelText('Color secundario');
    change('Color secundario', '#00AA55');
    save();
    expect(await screen.findByText('Marca: cambios guardados.')).toBeInTheDocument();
    // What the schema gave (lower case), and nothing else.
    expect(puts(shell).map((c) => c.body)).toEqual([{ secondaryColor: '#00aa55' }]);
    expect(screen.getByLabelText('Color principal')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the schema's Spanish message on a bad changed field, focuses it and sends nothing", async () => {
    const shell = setup('smtp', SMTP);
    await screen.findByLabelText('Puerto');
    change('Puerto', '70000');
    save();
    const field = screen.getByLabelText('Puerto');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Puerto debe ser un número entre 1 y 65535.');
    await waitFor(() => expect(field).toHaveFocus());
    expect(puts(shell)).toEqual([]);
    // Writing in the field takes its message away.
    change('Puerto', '465');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('says there is nothing to save when nothing changed, and sends nothing', async () => {
    const shell = setup('branding', BRANDING);
    await screen.findByLabelText('Color principal');
    change('Color principal', '#000000');
    change('Color principal', BRANDING.primaryColor);
    save();
    expect(await screen.findByText('No hay cambios que guardar.')).toBeInTheDocument();
    expect(puts(shell)).toEqual([]);
  });

  it('keeps a secret left empty, sends one written (trimmed) and numbers as numbers; the saved values become the new start', async () => {
    const shell = setup('smtp', SMTP);
    const password = await screen.findByLabelText('Contraseña SMTP');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription('Configurada (termina en a1b2). Escribe una nueva para reemplazarla.');
    change('Puerto', '2525');
    save();
    expect(await screen.findByText('Correo SMTP: cambios guardados.')).toBeInTheDocument();
    change('Contraseña SMTP', '  nueva-clave-segura  ');
    fireEvent.click(screen.getByLabelText('Conexión segura (TLS)'));
    save();
    await waitFor(() => expect(puts(shell)).toHaveLength(2));
    expect(puts(shell).map((c) => c.body)).toEqual([{ port: 2525 }, { password: 'nueva-clave-segura', secure: true }]);
  });

  it('sends null for an emptied image, and an uploaded image as its address', async () => {
    const shell = setup('branding', BRANDING, { 'POST /admin/media/images': { url: '/api/media/logo-2.png' } });
    await screen.findByLabelText('Logo');
    change('Logo', '');
    save();
    expect(await screen.findByText('Marca: cambios guardados.')).toBeInTheDocument();
    expect(puts(shell)[0].body).toEqual({ logoUrl: null });

    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Subir logo'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByLabelText('Logo')).toHaveValue('/api/media/logo-2.png'));
    const upload = shell.calls.find((c) => c.method === 'POST')!;
    expect(upload.params).toEqual({ kind: 'logo' });
    expect((upload.body as FormData).get('file')).toBe(file);
    save();
    await waitFor(() => expect(puts(shell)).toHaveLength(2));
    expect(puts(shell)[1].body).toEqual({ logoUrl: '/api/media/logo-2.png' });
  });

  it("shows a failed upload's message on its field", async () => {
    setup('branding', BRANDING, { 'POST /admin/media/images': () => Promise.reject(httpError(400, 'La imagen supera 5 MB.')) });
    fireEvent.change(await screen.findByLabelText('Subir logo'), {
      target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription(/La imagen supera 5 MB\./));
  });

  it("shows the server's details on their fields (once), and its message when it gives none", async () => {
    const refused = Object.assign(new Error('400'), {
      response: {
        status: 400,
        data: { error: 'Puerto debe ser un número entre 1 y 65535.', details: { port: 'Puerto debe ser un número entre 1 y 65535.' } },
      },
    });
    let answer: unknown = refused;
    setup('smtp', SMTP, { 'PUT /admin/settings/smtp': () => Promise.reject(answer) });
    await screen.findByLabelText('Servidor SMTP');
    change('Servidor SMTP', 'mail.inpro.pe');
    save();
    await waitFor(() => expect(screen.getByLabelText('Puerto')).toHaveAccessibleDescription('Puerto debe ser un número entre 1 y 65535.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = Object.assign(new Error('Request failed with status code 503'), { isAxiosError: true, response: { status: 503, data: {} } });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar.');
  });

  it('applies a saved colour scheme to the page at once', async () => {
    document.documentElement.removeAttribute('data-theme');
    setup('theme', { scheme: 'Claro' });
    fireEvent.change(await screen.findByLabelText('Esquema de color'), { target: { value: 'Oscuro' } });
    save();
    expect(await screen.findByText('Tema: cambios guardados.')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('shows a group the user may not change read-only, under its note, with no «Guardar»', async () => {
    const shell = createFakeShell({ role: 'ADMIN', routes: { 'GET /admin/settings/smtp': SMTP } });
    renderInRemote(<SettingsGroupForm group="smtp" fields={settingsFields('smtp')} readOnlyNote={SETTINGS_READ_ONLY_NOTE} />, shell);
    expect(await screen.findByLabelText('Servidor SMTP')).toBeDisabled();
    expect(screen.getByText(SETTINGS_READ_ONLY_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(SETTINGS_READ_ONLY_NOTE);
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form'));
    expect(shell.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
