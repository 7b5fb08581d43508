import { Suspense, startTransition, useState, type FormEvent, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRERENDERED_ATTRIBUTE, type LiveApi, type LiveEvent } from '@inpro/shared-contracts';
import { chooseIn, createFakeShell, isHydrated as hydrated, mountAsTheShell, prerenderedHost, runOutsideAct, typeInto } from '../testing';
import { useOnlineAction } from '../connection/useOnlineAction';
import { RemoteProviders } from './RemoteProviders';
import { createRemoteLifecycles } from './createRemoteLifecycles';
import { AdoptVisitorInput } from './AdoptVisitorInput';

/** A page whose first render depends on who is signed in (as the checkout does). */
function Page() {
  const [clicks, setClicks] = useState(0);
  return (
    <section>
      <h1>Cursos</h1>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Pulsado {clicks}
      </button>
    </section>
  );
}

function WhoIsIn({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

/** The markup a remote's server renderer gives for `page`, with the same providers. */
function serverMarkup(page: ReactElement): string {
  const { props } = createFakeShell();
  return renderToString(
    <RemoteProviders area="Sitio público" remote={props} queryClient={new QueryClient()}>
      {page}
    </RemoteProviders>,
  );
}

async function mount(lifecycles: ReturnType<typeof createRemoteLifecycles>, domElement: HTMLElement) {
  const { props } = createFakeShell();
  const all = { ...props, name: 'mf_public', domElement, singleSpa: {}, mountParcel: jest.fn() } as never;
  await mountAsTheShell(lifecycles, domElement, props);
  return all;
}

runOutsideAct();

describe('createRemoteLifecycles over a prerendered page', () => {
  it('says the shell may hand it a prerendered page as it is', () => {
    expect(createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: Page }).hydrates).toBe(true);
  });

  it('adopts the markup on screen instead of drawing it again, and makes it interactive', async () => {
    const host = prerenderedHost(serverMarkup(<Page />));
    const heading = host.querySelector('h1');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: Page });
    const props = await mount(lifecycles, host);

    await waitFor(() => expect(host).not.toHaveAttribute(PRERENDERED_ATTRIBUTE));
    // The very element the server sent: hydrated, not replaced.
    expect(screen.getByRole('heading', { name: 'Cursos' })).toBe(heading);
    await userEvent.click(screen.getByRole('button', { name: 'Pulsado 0' }));
    expect(screen.getByRole('button', { name: 'Pulsado 1' })).toBeInTheDocument();
    expect(info).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await lifecycles.unmount(props);
    info.mockRestore();
    error.mockRestore();
  });

  it('draws again, without an error, a page that does not match what the browser renders', async () => {
    const host = prerenderedHost(serverMarkup(<WhoIsIn name="visitante" />));
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: () => <WhoIsIn name="Ana" /> });
    const props = await mount(lifecycles, host);

    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Hola, visitante')).toBeNull();
    expect(host).not.toHaveAttribute(PRERENDERED_ATTRIBUTE);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('mf_public'), expect.anything());
    expect(error).not.toHaveBeenCalled();
    await lifecycles.unmount(props);
    info.mockRestore();
    error.mockRestore();
  });

  it('renders into an element that holds no prerendered page', async () => {
    document.body.innerHTML = '<div class="area-root"></div>';
    const host = document.body.firstElementChild as HTMLElement;
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: Page });
    const props = await mount(lifecycles, host);
    expect(await screen.findByRole('heading', { name: 'Cursos' })).toBeInTheDocument();
    await lifecycles.unmount(props);
    expect(host).toBeEmptyDOMElement();
  });
});

/** A sign-in-like form with controlled fields, in a Suspense boundary as a remote's pages are. */
function FormPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [area, setArea] = useState('penal');
  const [mode, setMode] = useState('virtual');
  const [sent, setSent] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(`${email}|${password}|${remember}|${area}|${mode}`);
  };
  return (
    <Suspense fallback={<p>Cargando…</p>}>
      <form aria-label="Ingreso" onSubmit={onSubmit}>
        <input aria-label="Correo" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <input aria-label="Contraseña" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <input aria-label="Recordarme" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <select aria-label="Área" value={area} onChange={(e) => setArea(e.target.value)}>
          <option value="penal">Penal</option>
          <option value="civil">Civil</option>
        </select>
        {['virtual', 'presencial'].map((value) => (
          <input
            key={value}
            type="radio"
            name="mode"
            aria-label={value}
            value={value}
            checked={mode === value}
            onChange={() => setMode(value)}
          />
        ))}
        <button>Ingresar</button>
      </form>
      <p>{sent ? `Enviado: ${sent}` : 'Sin enviar'}</p>
      <AdoptVisitorInput />
    </Suspense>
  );
}

/** A list whose choice updates the page in a transition, as the catalogue's sort writes the address. */
function SortPage() {
  const [sort, setSort] = useState('popular');
  const [search, setSearch] = useState('');
  return (
    <Suspense fallback={<p>Cargando…</p>}>
      <input aria-label="Buscar" value={search} onChange={(e) => setSearch(e.target.value)} />
      <select
        aria-label="Ordenar por"
        value={sort}
        onChange={(e) => {
          const value = e.target.value;
          startTransition(() => setSort(value));
        }}
      >
        <option value="popular">Más populares</option>
        <option value="price_asc">Precio: menor a mayor</option>
      </select>
      <p>
        Orden: {sort}, búsqueda: {search}
      </p>
      <AdoptVisitorInput />
    </Suspense>
  );
}

describe('what the visitor did before the remote hydrated its page', () => {
  it.each([
    ['alone', ''],
    ['beside a field filled before, which React renders first', 'penal'],
  ])('a choice in a list while the page is being taken over, taken by the page in a transition, stays (%s)', async (_, typed) => {
    const host = prerenderedHost(serverMarkup(<SortPage />));
    const search = host.querySelector('input')!;
    if (typed) typeInto(search, typed);
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: SortPage });
    const props = await mount(lifecycles, host);
    const select = host.querySelector('select')!;
    // The root is React's, the page's boundary not yet: the choice makes React hydrate it at once.
    expect(hydrated(select)).toBe(false);
    chooseIn(select, 'price_asc');
    const shown = `Orden: price_asc, búsqueda: ${typed}`.trim();
    expect(await screen.findByText(shown)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(select).toHaveValue('price_asc');
    expect(search).toHaveValue(typed);
    await lifecycles.unmount(props);
  });

  it('an autofilled field whose input makes React hydrate the page keeps its value beside a field filled before', async () => {
    const host = prerenderedHost(serverMarkup(<FormPage />));
    const email = host.querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = host.querySelector<HTMLInputElement>('input[type="password"]')!;
    // Filled before any application code (the browser's own).
    email.value = 'ana@inpro.test';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: FormPage });
    const props = await mount(lifecycles, host);
    // The root is React's, the page's boundary not yet: the password's autofill makes React hydrate it at once.
    expect(hydrated(password)).toBe(false);
    password.value = 'Inpro2026!';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hydrated(password)).toBe(true);
    expect(password).toHaveValue('Inpro2026!');
    expect(email).toHaveValue('ana@inpro.test');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Enviado: ana@inpro.test|Inpro2026!|false|penal|virtual')).toBeInTheDocument();
    await lifecycles.unmount(props);
  });

  it('a box ticked while the page is being taken over stays ticked beside a field filled before', async () => {
    const host = prerenderedHost(serverMarkup(<FormPage />));
    const email = host.querySelector<HTMLInputElement>('input[type="email"]')!;
    email.value = 'ana@inpro.test';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: FormPage });
    const props = await mount(lifecycles, host);
    const box = host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(hydrated(box)).toBe(false);
    // The browser ticks the box, then dispatches the click that makes React hydrate the page.
    box.click();
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Enviado: ana@inpro.test||true|penal|virtual')).toBeInTheDocument();
    expect(box).toBeChecked();
    await lifecycles.unmount(props);
  });

  it('reaches the application as it is on screen: values, box, list, radio, the focus and the caret', async () => {
    const host = prerenderedHost(serverMarkup(<FormPage />));
    // Before any application code: typed, autofilled, ticked, chosen (the browser's own).
    const email = host.querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = host.querySelector<HTMLInputElement>('input[type="password"]')!;
    email.value = 'ana@inpro.test';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    password.value = 'Inpro2026!';
    password.focus();
    password.setSelectionRange(3, 3);
    host.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    host.querySelector('select')!.value = 'civil';
    host.querySelector<HTMLInputElement>('input[value="presencial"]')!.checked = true;

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: FormPage });
    const props = await mount(lifecycles, host);
    await waitFor(() => expect(host).not.toHaveAttribute(PRERENDERED_ATTRIBUTE));
    // The page's boundary hydrates after the root, on its own (no event needed).
    await waitFor(() => expect(Object.keys(password).some((key) => key.startsWith('__reactFiber'))).toBe(true));

    // The same elements, as they were.
    expect(host.querySelector('input[type="password"]')).toBe(password);
    expect(document.activeElement).toBe(password);
    expect(password.selectionStart).toBe(3);
    expect(email).toHaveValue('ana@inpro.test');

    // Typed on after the take-over, then sent: the application has all of it.
    await userEvent.type(email, '.pe');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Enviado: ana@inpro.test.pe|Inpro2026!|true|civil|presencial')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    await lifecycles.unmount(props);
    error.mockRestore();
  });

  it('changes nothing when the visitor did nothing', async () => {
    const host = prerenderedHost(serverMarkup(<FormPage />));
    const lifecycles = createRemoteLifecycles({ name: 'mf_public', area: 'Sitio público', rootComponent: FormPage });
    const props = await mount(lifecycles, host);
    await waitFor(() => expect(host).not.toHaveAttribute(PRERENDERED_ATTRIBUTE));
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Enviado: ||false|penal|virtual')).toBeInTheDocument();
    await lifecycles.unmount(props);
  });
});

describe('createRemoteLifecycles and the live stream', () => {
  it('refetches what a live event changed while the area is mounted, and stops following it once unmounted', async () => {
    const listeners = new Set<(e: LiveEvent) => void>();
    const live: LiveApi = {
      status: () => 'open',
      onStatus: () => () => undefined,
      subscribe: (l) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    let reads = 0;
    function Payments() {
      const q = useQuery({ queryKey: ['aula', 'account-statement'], queryFn: async () => ++reads });
      return <p>Lecturas: {q.data ?? 0}</p>;
    }
    document.body.innerHTML = '<div class="area-root"></div>';
    const host = document.body.firstElementChild as HTMLElement;
    const lifecycles = createRemoteLifecycles({ name: 'mf_aula', area: 'Aula Virtual', rootComponent: Payments });
    const { props } = createFakeShell();
    const unmount = await mountAsTheShell(lifecycles, host, { ...props, live });
    expect(await screen.findByText('Lecturas: 1')).toBeInTheDocument();
    expect(listeners.size).toBe(1);
    listeners.forEach((l) => l({ kind: 'notification', notificationId: 1 }));
    listeners.forEach((l) => l({ kind: 'payment', paymentId: 3, status: 'APROBADO' }));
    expect(await screen.findByText('Lecturas: 2')).toBeInTheDocument();
    await unmount();
    expect(listeners.size).toBe(0);
  });
});

describe('createRemoteLifecycles and the connection', () => {
  it("hands the shell's watch of the connection to the area's screens", async () => {
    function Pay() {
      const online = useOnlineAction();
      return (
        <>
          {online.reason}
          <button type="button" disabled={online.offline} aria-describedby={online.describedBy}>
            Pagar ahora
          </button>
        </>
      );
    }
    document.body.innerHTML = '<div class="area-root"></div>';
    const host = document.body.firstElementChild as HTMLElement;
    const lifecycles = createRemoteLifecycles({ name: 'mf_aula', area: 'Aula Virtual', rootComponent: Pay });
    const shell = createFakeShell({ offline: true });
    const unmount = await mountAsTheShell(lifecycles, host, shell.props);
    expect(await screen.findByRole('button', { name: 'Pagar ahora' })).toBeDisabled();
    act(() => shell.setOffline(false));
    expect(screen.getByRole('button', { name: 'Pagar ahora' })).toBeEnabled();
    await unmount();
  });
});
