import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell } from '@inpro/ui/src/testing';
import type { Resource } from '@inpro/shared-contracts';
import { STUDENT, renderPage } from '../../../testing/renderPage';
import { FILES_OFFLINE_REASON, UnitResourcesPage } from './UnitResourcesPage';

const pdf = (id: number, title: string, fileName: string): Resource => ({
  id,
  unitId: 8,
  title,
  name: title,
  type: 'pdf',
  mime: 'application/pdf',
  url: `/files/units/8/${fileName}?u=7&exp=1764460800&sig=firma${id}`,
  fileName,
  size: 2048,
  sizeLabel: '2.0 KB',
  evaluationId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const link: Resource = { ...pdf(3, 'Código Penal', 'x'), type: 'link', mime: null, fileName: null, url: 'https://www.gob.pe/' };

const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A session token of account 7 (the caches are named after it). */
const TOKEN = `${part({ alg: 'HS256' })}.${part({ sub: '7', exp: 4_102_444_800 })}.firma`;

/** A Cache Storage in memory, with what the page puts in it. */
function memoryCaches() {
  const stores = new Map<string, Map<string, { blob: () => Promise<Blob> }>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name) as Map<string, { blob: () => Promise<Blob> }>;
    return {
      match: async (key: string) => store.get(key),
      put: async (key: string, response: { blob: () => Promise<Blob> }) => void store.set(key, response),
      delete: async (key: string) => store.delete(key),
    };
  };
  return { stores, storage: { has: async (name: string) => stores.has(name), open } };
}

describe('«Disponible sin conexión» on a unit’s resources', () => {
  const original = { fetch: globalThis.fetch, createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  let memory: ReturnType<typeof memoryCaches>;
  let fetched: string[];

  beforeEach(() => {
    memory = memoryCaches();
    fetched = [];
    Object.assign(globalThis, { caches: memory.storage });
    globalThis.fetch = jest.fn(async (href: string) => {
      fetched.push(href);
      return { status: 200, headers: { get: () => 'application/pdf' }, blob: async () => new Blob(['%PDF-1.4']) };
    }) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:https://inpro.edu.pe/copia');
    URL.revokeObjectURL = jest.fn();
  });

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
    Object.assign(globalThis, { fetch: original.fetch });
    URL.createObjectURL = original.createObjectURL;
    URL.revokeObjectURL = original.revokeObjectURL;
  });

  function render() {
    const shell = createFakeShell({
      user: STUDENT,
      role: 'ESTUDIANTE',
      get: {
        '/materials/units/8/resources': [pdf(1, 'Sílabo', 'silabo.pdf'), pdf(2, 'Lectura 2', 'lectura.pdf'), link],
        '/materials/courses/3/units': [],
        '/my/courses': [],
      },
    });
    shell.props.session.login(TOKEN, STUDENT);
    renderPage(<UnitResourcesPage />, { path: '/aula/materiales/:courseId/unidad/:unitId', url: '/aula/materiales/3/unidad/8', shell });
    return shell;
  }

  it('keeps a PDF in the account’s cache under its unsigned address, and it opens from there offline', async () => {
    const shell = render();
    const row = within(await screen.findByRole('row', { name: /Sílabo/ }));
    const keep = await row.findByRole('button', { name: 'Disponible sin conexión: Sílabo' });
    expect(keep).toHaveAttribute('aria-pressed', 'false');
    // Only stored PDFs: not a link to another site.
    expect(within(screen.getByRole('row', { name: /Código Penal/ })).queryByRole('button', { name: /Disponible sin conexión/ })).toBeNull();

    await userEvent.click(keep);
    await waitFor(() => expect(keep).toHaveAttribute('aria-pressed', 'true'));
    expect(fetched).toEqual(['/api/files/units/8/silabo.pdf?u=7&exp=1764460800&sig=firma1']);
    expect([...memory.stores.keys()]).toEqual(['inpro-kept-7']);
    expect([...(memory.stores.get('inpro-kept-7')?.keys() ?? [])]).toEqual(['/api/files/units/8/silabo.pdf']);
    expect(await screen.findByText('PDF guardado en este dispositivo: podrás abrirlo sin conexión.')).toBeInTheDocument();

    act(() => shell.setOffline(true));
    // The kept PDF opens from the device; the one not kept says why it cannot.
    await waitFor(() =>
      expect(row.getByRole('link', { name: /^Abrir Sílabo/ })).toHaveAttribute('href', 'blob:https://inpro.edu.pe/copia'),
    );
    const reason = screen.getByText(FILES_OFFLINE_REASON);
    const other = within(screen.getByRole('row', { name: /Lectura 2/ }));
    expect(other.getByRole('button', { name: 'Abrir' })).toBeDisabled();
    expect(other.getByRole('button', { name: 'Abrir' })).toHaveAttribute('aria-describedby', reason.id);
    expect(other.getByRole('button', { name: 'Disponible sin conexión: Lectura 2' })).toBeDisabled();
    expect(other.getByRole('button', { name: 'Disponible sin conexión: Lectura 2' })).toHaveAccessibleDescription(FILES_OFFLINE_REASON);
    // A link to another site is the browser's business.
    expect(
      within(screen.getByRole('row', { name: /Código Penal/ })).getByRole('link', { name: /^Abrir Código Penal/ }),
    ).toBeInTheDocument();

    // Removing needs no connection.
    await userEvent.click(row.getByRole('button', { name: 'Disponible sin conexión: Sílabo' }));
    await waitFor(() => expect(row.getByRole('button', { name: 'Abrir' })).toBeDisabled());
    expect(memory.stores.get('inpro-kept-7')?.size).toBe(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://inpro.edu.pe/copia');
  });

  it('keeps nothing that is not a complete PDF, and says so', async () => {
    globalThis.fetch = jest.fn(async () => ({ status: 403, headers: { get: () => 'application/json' } })) as unknown as typeof fetch;
    render();
    const keep = await screen.findByRole('button', { name: 'Disponible sin conexión: Sílabo' });
    await userEvent.click(keep);
    expect(await screen.findByText(/No se pudo guardar el PDF en este dispositivo/)).toBeInTheDocument();
    expect(keep).toHaveAttribute('aria-pressed', 'false');
    expect(memory.stores.get('inpro-kept-7')?.size ?? 0).toBe(0);
  });
});
