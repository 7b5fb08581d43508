import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { AdminLegalPage } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { LegalPagesPage } from './LegalPagesPage';

const PAGES: AdminLegalPage[] = [
  {
    slug: 'ayuda',
    title: 'Centro de ayuda',
    body: '## Primeros pasos\n\nCrea tu cuenta.',
    version: 1,
    updatedAt: '2026-11-20T15:00:00Z',
    updatedBy: null,
  },
  {
    slug: 'terminos',
    title: 'Términos y condiciones',
    body: '## 1. Cuenta\n\nTu contraseña es personal.',
    version: 3,
    updatedAt: '2026-11-28T04:30:00Z',
    updatedBy: 'Sofía Super',
  },
];

function render(save: (c: FakeCall) => unknown = (c) => ({ ...PAGES[1], ...(c.body as object), version: 4 })) {
  const shell = masterShell({ routes: { 'GET /superadmin/legal-pages': () => PAGES, 'PUT /superadmin/legal-pages/terminos': save } });
  return renderRoute(<LegalPagesPage />, shell, { path: '/superadmin/paginas' });
}

describe('LegalPagesPage', () => {
  it('lists each page with its address, version and the Lima date of its last change', async () => {
    render();
    const row = (await screen.findByRole('rowheader', { name: 'Términos y condiciones' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '/terminos (se abre en una pestaña nueva)' })).toHaveAttribute('href', '/terminos');
    expect(within(row).getByText('3')).toBeInTheDocument();
    // 04:30 UTC on the 28th is still the 27th in Lima.
    expect(within(row).getByText('27/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Sofía Super')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Centro de ayuda' })).toBeInTheDocument();
  });

  it('edits a page: an empty text is refused in Spanish, a new text is saved and announced', async () => {
    const { shell } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Términos y condiciones' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Editar: Términos y condiciones' }));
    const text = dialog.getByRole('textbox', { name: /^Texto/ });
    expect(text).toHaveValue('## 1. Cuenta\n\nTu contraseña es personal.');
    await userEvent.clear(text);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar y publicar' }));
    expect(await dialog.findByText('Escribe el texto de la página.')).toBeInTheDocument();
    expect(shell.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(text, '## 1. Cuenta{Enter}{Enter}La cuenta es personal e intransferible.');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar y publicar' }));
    expect(await screen.findByText('Página guardada. Ya se muestra en el sitio.')).toBeInTheDocument();
    expect(shell.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Términos y condiciones',
      body: '## 1. Cuenta\n\nLa cuenta es personal e intransferible.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the text", async () => {
    render(() => {
      throw httpError(400, 'Texto: máximo 50,000 caracteres.');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Términos y condiciones' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar y publicar' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Texto: máximo 50,000 caracteres.');
    expect(dialog.getByRole('textbox', { name: /^Texto/ })).toHaveValue('## 1. Cuenta\n\nTu contraseña es personal.');
  });
});
