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
    element.innerHTML = '<div class="area-root"><div data-prerendered inert><h1>Cursos</h1></div></div>';
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

  it('hands a remote that hydrates its prerendered page as it is: the markup in the host, inert and marked', async () => {
    element.innerHTML = '<div class="area-root"><div data-prerendered inert><h1>Cursos</h1><p>Catálogo</p></div></div>';
    const host = element.firstElementChild as HTMLElement;
    const heading = element.querySelector('h1');
    let seen: { children: string[]; marked: boolean; inert: boolean } | null = null;
    const spa = fakeSpa('', {
      hydrates: true,
      mount: jest.fn(async (props: Record<string, unknown>) => {
        const el = props.domElement as HTMLElement;
        seen = { children: Array.from(el.children, (c) => c.tagName), marked: el.hasAttribute('data-prerendered'), inert: el.inert };
      }),
    });
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load: async () => spa, reset: jest.fn() });
    await act(() => proxy.mount({}));
    expect(spa.mount).toHaveBeenCalledWith(expect.objectContaining({ domElement: host }));
    expect(seen).toEqual({ children: ['H1', 'P'], marked: true, inert: true });
    expect(host.querySelector('h1')).toBe(heading);
  });

  it('removes a hydrating remote’s prerendered page when its mount fails', async () => {
    element.innerHTML = '<div class="area-root"><div data-prerendered inert><h1>Cursos</h1></div></div>';
    const spa = fakeSpa('', { hydrates: true, mount: jest.fn(async () => Promise.reject(new Error('boom'))) });
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load: async () => spa, reset: jest.fn() });
    await act(() => proxy.mount({}));
    expect(await screen.findByTestId('chunk-failure')).toBeInTheDocument();
    expect(element.querySelector('[data-prerendered]')).toBeNull();
    expect(element).not.toHaveTextContent('Cursos');
  });

  it('downloads nothing for a prerendered page that waits for a gesture, then hands it over live', async () => {
    element.innerHTML = '<div class="area-root"><div data-prerendered inert><h1>Inicio</h1></div></div>';
    const host = element.firstElementChild as HTMLElement;
    let settle: () => void = () => undefined;
    const gate = { ready: new Promise<void>((r) => (settle = r)), cancel: jest.fn() };
    const seen: boolean[] = [];
    const spa = fakeSpa('', {
      hydrates: true,
      mount: jest.fn(async (props: Record<string, unknown>) => void seen.push((props.domElement as HTMLElement).inert)),
    });
    const load = jest.fn(async () => spa);
    const gateFor = jest.fn(() => {
      element.querySelector('[data-prerendered]')!.removeAttribute('inert'); // as the real gate does
      return gate;
    });
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load, reset: jest.fn(), waitFor: gateFor });
    await act(() => proxy.mount({}));
    expect(gateFor).toHaveBeenCalledWith(element);
    expect(load).not.toHaveBeenCalled();
    expect(element).toHaveTextContent('Inicio');

    await act(async () => settle());
    await waitFor(() => expect(spa.mount).toHaveBeenCalledWith(expect.objectContaining({ domElement: host })));
    // Not made inert again: the visitor is already using it, the gate holds their clicks.
    expect(seen).toEqual([false]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cancels the wait and loads nothing when the area unmounts before any gesture', async () => {
    element.innerHTML = '<div class="area-root"><div data-prerendered inert><h1>Inicio</h1></div></div>';
    let settle: () => void = () => undefined;
    const gate = { ready: new Promise<void>((r) => (settle = r)), cancel: jest.fn() };
    const load = jest.fn(async () => fakeSpa('Inicio interactivo', { hydrates: true }));
    const proxy = createProxyLifecycles({ label: 'Sitio público', element: () => element, load, reset: jest.fn(), waitFor: () => gate });
    await act(() => proxy.mount({}));
    await act(() => proxy.unmount({}));
    expect(gate.cancel).toHaveBeenCalled();
    await act(async () => settle());
    expect(load).not.toHaveBeenCalled();
    // Back later: no page of the server's any more, so it loads at once.
    element.innerHTML = '';
    await act(() => proxy.mount({}));
    expect(load).toHaveBeenCalledTimes(1);
    expect(element).toHaveTextContent('Inicio interactivo');
  });

  it('removes the prerendered page when the remote cannot load: the failure screen stands alone', async () => {
    element.innerHTML = '<div class="area-root"><div data-prerendered inert><h1>Cursos</h1></div></div>';
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
    element.innerHTML = '<div class="area-root"><div data-prerendered inert><h1>Ingreso</h1></div></div>';
    discardPrerendered(element);
    expect(element).toBeEmptyDOMElement();
    // Handed over to a remote that hydrates, not adopted yet.
    element.innerHTML = '<div class="area-root" data-prerendered inert><h1>Ingreso</h1></div>';
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

  it('does not mount the real area when the guard is about to redirect', async () => {
    const load = jest.fn(async () => fakeSpa('secreto'));
    const proxy = createProxyLifecycles({ label: 'Administración', element: () => element, load, reset: jest.fn(), canMount: () => false });
    await act(() => proxy.mount({}));
    expect(load).not.toHaveBeenCalled();
    expect(element).toBeEmptyDOMElement();
  });
});
