import { Suspense, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { lazyPage } from './lazyPage';

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('loads again after a failed chunk when the area retries', async () => {
    let attempts = 0;
    let online = false;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (!online) {
        const err = new Error('Loading chunk 7 failed.');
        err.name = 'ChunkLoadError';
        throw err;
      }
      return { default: () => <p>pantalla cargada</p> };
    });
    render(
      <ErrorBoundary area="Sitio público">
        <Suspense fallback={<p>Cargando…</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByTestId('chunk-failure')).toBeInTheDocument();
    const failedAttempts = attempts;
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('pantalla cargada')).toBeInTheDocument();
    expect(attempts).toBe(failedAttempts + 1);
  });

  it('preload downloads once and a page mounted afterwards renders without the fallback', async () => {
    const loader = jest.fn(async () => ({ default: () => <p>pantalla cargada</p> }));
    const Page = lazyPage(loader);
    await Page.preload();
    await Page.preload();
    expect(loader).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Page />
      </Suspense>,
    );
    // Rendered in the same pass: no fallback shown at all.
    expect(screen.getByText('pantalla cargada')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('a render while the preload is running joins the same download', async () => {
    let finish: (value: { default: () => ReactElement }) => void = () => {};
    const loader = jest.fn(() => new Promise<{ default: () => ReactElement }>((resolve) => (finish = resolve)));
    const Page = lazyPage(loader);
    const preloading = Page.preload();
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    finish({ default: () => <p>pantalla cargada</p> });
    await preloading;
    expect(await screen.findByText('pantalla cargada')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a failed preload rejects and the next load downloads again', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValue({ default: () => <p>pantalla cargada</p> });
    const Page = lazyPage(loader);
    await expect(Page.preload()).rejects.toThrow('Loading chunk 3 failed.');
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('pantalla cargada')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
