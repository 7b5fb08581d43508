import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProxyLifecycles, discardPrerendered, type SpaModule } from './proxyLifecycles';

function fakeSpa(text: string, overrides: Partial<SpaModule> = {}): SpaModule & { mounted: jest.Mock } {
  const mounted = jest.fn();
  return {
    mounted,
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props: Record<string, unknown>) => {
      const el = props.domElement as HTMLElement;
      el.textContent = text;
      mounted(props);
    }),
    unmount: jest.fn(async (props: Record<string, unknown>) => {
      (props.domElement as HTMLElement).textContent = '';
    }),
    ...overrides,
  };
}

function chunkError() {
  return Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError', type: 'missing' });
}

describe('proxy lifecycles', () => {
  let element: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="area"></div>';
    element = document.getElementById('area')!;
  });

  it('loads the remote once and mounts it into the area element with the shell props', async () => {
    const spa = fakeSpa('Área cargada');
    const load = jest.fn(async () => spa);
    const proxy = createProxyLifecycles({ label: 'Aula Virtual', element: () => element, load, reset: jest.fn() });
    await proxy.bootstrap();
    await act(() => proxy.mount({ name: 'mf-aula', session: 's' }));
    expect(element).toHaveTextContent('Área cargada');
    expect(spa.mounted).toHaveBeenCalledWith(expect.objectContaining({ session: 's', domElement: expect.any(HTMLElement) }));
    await act(() => proxy.unmount({ name: 'mf-aula' }));
    expect(element).toBeEmptyDOMElement();
    await act(() => proxy.mount({ name: 'mf-aula' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(spa.bootstrap).toHaveBeenCalledTimes(1);
    expect(element).toHaveTextContent('Área cargada');
  });

  it('mounts the first time into the page the server prerendered, in its place, and into a new element later', async () => {
    element.innerHTML = '<div class="area-root" data-prerendered><h1>Cursos</h1></div>';
    const prerenderedHost = element.firstElementChild;
    const spa = fakeSpa('Catálogo interactivo');
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load: async () => spa, reset: jest.fn() });
    await act(() => proxy.mount({}));
    expect(spa.mounted).toHaveBeenCalledWith(expect.objectContaining({ domElement: prerenderedHost }));
    expect(element.children).toHaveLength(1);
    expect(element).toHaveTextContent('Catálogo interactivo');
    await act(() => proxy.unmount({}));
    expect(element).toBeEmptyDOMElement();
    await act(() => proxy.mount({}));
    expect(spa.mounted).toHaveBeenLastCalledWith(expect.objectContaining({ domElement: expect.any(HTMLElement) }));
    expect(spa.mounted.mock.lastCall[0].domElement).not.toBe(prerenderedHost);
  });

  it('hands a remote that hydrates its prerendered page as it is: the same elements, marked, the focus kept', async () => {
    element.innerHTML = '<div class="area-root" data-prerendered><h1>Cursos</h1><input aria-label="Buscar"></div>';
    const host = element.firstElementChild as HTMLElement;
    const heading = element.querySelector('h1');
    const field = element.querySelector('input')!;
    field.focus();
    let seen: { children: string[]; marked: boolean; focused: boolean } | null = null;
    const spa = fakeSpa('', {
      hydrates: true,
      mount: jest.fn(async (props: Record<string, unknown>) => {
        const el = props.domElement as HTMLElement;
        seen = {
          children: Array.from(el.children, (c) => c.tagName),
          marked: el.hasAttribute('data-prerendered'),
          focused: document.activeElement === field,
        };
      }),
    });
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load: async () => spa, reset: jest.fn() });
    await act(() => proxy.mount({}));
    expect(spa.mount).toHaveBeenCalledWith(expect.objectContaining({ domElement: host }));
    expect(seen).toEqual({ children: ['H1', 'INPUT'], marked: true, focused: true });
    expect(host.querySelector('h1')).toBe(heading);
  });

  it('does what the page held before the remote had it (a click, a form sent) once, after its mount', async () => {
    element.innerHTML =
      '<div class="area-root" data-prerendered><button type="button">Penal</button><form><input name="q"><button>Buscar</button></form></div>';
    const tab = element.querySelector<HTMLButtonElement>('button[type="button"]')!;
    const form = element.querySelector('form')!;
    const send = element.querySelector<HTMLButtonElement>('form button')!;
    window.inproHeldInput = {
      done: false,
      actions: [
        { type: 'click', target: tab },
        { type: 'submit', target: form, submitter: send },
      ],
    };
    const done: string[] = [];
    const spa = fakeSpa('', {
      hydrates: true,
      mount: jest.fn(async (props: Record<string, unknown>) => {
        // Handed over: from here on the remote (React) has every event; nothing is done before it is mounted.
        expect(window.inproHeldInput?.done).toBe(true);
        expect(done).toEqual([]);
        (props.domElement as HTMLElement).removeAttribute('data-prerendered');
      }),
    });
    tab.addEventListener('click', () => done.push('click'));
    send.addEventListener('click', () => done.push('button'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      done.push('submit');
    });
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load: async () => spa, reset: jest.fn() });
    await act(() => proxy.mount({}));
    expect(done).toEqual(['click', 'button', 'submit']);
    expect(window.inproHeldInput?.actions).toEqual([]);
    delete window.inproHeldInput;
  });

  it('removes a hydrating remote’s prerendered page when its mount fails', async () => {
    element.innerHTML = '<div class="area-root" data-prerendered><h1>Cursos</h1></div>';
    const spa = fakeSpa('', { hydrates: true, mount: jest.fn(async () => Promise.reject(new Error('boom'))) });
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load: async () => spa, reset: jest.fn() });
    await act(() => proxy.mount({}));
    expect(await screen.findByTestId('chunk-failure')).toBeInTheDocument();
    expect(element.querySelector('[data-prerendered]')).toBeNull();
    expect(element).not.toHaveTextContent('Cursos');
  });

  it('removes the prerendered page when the remote cannot load: the failure screen stands alone', async () => {
    element.innerHTML = '<div class="area-root" data-prerendered><h1>Cursos</h1></div>';
    const proxy = createProxyLifecycles({
      label: 'Sitio público',
      element: () => element,
      load: () => Promise.reject(chunkError()),
      reset: jest.fn(),
    });
    await act(() => proxy.mount({}));
    expect(await screen.findByTestId('chunk-failure')).toBeInTheDocument();
    expect(element.querySelector('[data-prerendered]')).toBeNull();
    expect(element).not.toHaveTextContent('Cursos');
  });

  it('removes a prerendered page nobody mounted, and nothing else', () => {
    element.innerHTML = '<div class="area-root" data-prerendered><h1>Ingreso</h1></div>';
    discardPrerendered(element);
    expect(element).toBeEmptyDOMElement();
    element.innerHTML = '<div class="area-root"><p>Montada</p></div>';
    discardPrerendered(element);
    expect(element).toHaveTextContent('Montada');
  });

  it('shows the chunk-failure screen when the remote cannot load, and «Reintentar» resets and mounts it', async () => {
    const spa = fakeSpa('Aula lista');
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(spa);
    const reset = jest.fn(async () => undefined);
    const onError = jest.fn();
    const proxy = createProxyLifecycles({ label: 'Aula Virtual', element: () => element, load, reset, onError });
    await act(() => proxy.mount({}));
    expect(await screen.findByTestId('chunk-failure')).toHaveTextContent('No se pudo cargar «Aula Virtual»');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(element).toHaveTextContent('Aula lista'));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('chunk-failure')).not.toBeInTheDocument();
  });

  it('keeps the failure screen when the retry fails again, and retries as often as asked', async () => {
    const spa = fakeSpa('Por fin');
    const load = jest
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(Object.assign(new Error('timeout'), { name: 'ChunkLoadError', type: 'timeout' }))
      .mockResolvedValueOnce(spa);
    const proxy = createProxyLifecycles({ label: 'Área docente', element: () => element, load, reset: jest.fn(async () => undefined) });
    await act(() => proxy.mount({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(element).toHaveTextContent('Por fin'));
  });

  it('shows the failure screen when the real mount throws', async () => {
    const broken = fakeSpa('x', { mount: jest.fn(async () => Promise.reject(new Error('boom'))) });
    const good = fakeSpa('Recuperado');
    const load = jest.fn().mockResolvedValueOnce(broken).mockResolvedValueOnce(good);
    const proxy = createProxyLifecycles({ label: 'Administración', element: () => element, load, reset: jest.fn(async () => undefined) });
    await expect(act(() => proxy.mount({}))).resolves.toBeUndefined();
    expect(await screen.findByTestId('chunk-failure')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(element).toHaveTextContent('Recuperado'));
  });

  it('treats a module without lifecycles as a failure', async () => {
    const load = jest.fn(async () => ({}) as SpaModule);
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load, reset: jest.fn() });
    await act(() => proxy.mount({}));
    expect(await screen.findByTestId('chunk-failure')).toBeInTheDocument();
  });

  it('removes the failure screen on unmount', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    const proxy = createProxyLifecycles({ label: 'Aula Virtual', element: () => element, load, reset: jest.fn() });
    await act(() => proxy.mount({}));
    await screen.findByTestId('chunk-failure');
    await act(() => proxy.unmount({}));
    expect(element).toBeEmptyDOMElement();
  });

  it('reports a load failure the visitor is shown, and not one of an attempt the area was left during', async () => {
    const onLoadFailure = jest.fn();
    let fail: (err: unknown) => void = () => undefined;
    const load = jest
      .fn()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockRejectedValueOnce(chunkError());
    const proxy = createProxyLifecycles({
      label: 'Administración maestra',
      element: () => element,
      load,
      reset: jest.fn(async () => undefined),
      onLoadFailure,
    });
    // The visitor goes elsewhere while the remote is on its way; the cancelled download then fails.
    const mounting = proxy.mount({});
    const leaving = proxy.unmount({});
    await act(async () => {
      fail(chunkError());
      await Promise.all([mounting, leaving]);
    });
    expect(onLoadFailure).not.toHaveBeenCalled();
    expect(element).toBeEmptyDOMElement();
    // Back on the area: this failure is shown, so it counts.
    await act(() => proxy.mount({}));
    expect(await screen.findByTestId('chunk-failure')).toBeInTheDocument();
    expect(onLoadFailure).toHaveBeenCalledTimes(1);
  });

  it('does not report a failure that arrives while the page is being left (the browser cancels its downloads)', async () => {
    const onLoadFailure = jest.fn();
    let leaving = false;
    const load = jest.fn(async () => {
      leaving = true;
      throw chunkError();
    });
    const proxy = createProxyLifecycles({
      label: 'Administración maestra',
      element: () => element,
      load,
      reset: jest.fn(),
      onLoadFailure,
      isLeaving: () => leaving,
    });
    await act(() => proxy.mount({}));
    expect(onLoadFailure).not.toHaveBeenCalled();
  });

  it('does not mount the real area when the guard is about to redirect', async () => {
    const load = jest.fn(async () => fakeSpa('secreto'));
    const proxy = createProxyLifecycles({ label: 'Administración', element: () => element, load, reset: jest.fn(), canMount: () => false });
    await act(() => proxy.mount({}));
    expect(load).not.toHaveBeenCalled();
    expect(element).toBeEmptyDOMElement();
  });
});
