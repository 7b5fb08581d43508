import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENDER_ERROR_EVENT } from '@inpro/shared-contracts';
import { OFFLINE_NOT_SAVED } from '../connection/offlineTexts';
import { ErrorBoundary } from './ErrorBoundary';

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the chunk-failure screen for a ChunkLoadError and retries by re-rendering', async () => {
    let fail = true;
    function Flaky() {
      if (fail) {
        const err = new Error('Loading chunk 12 failed.');
        err.name = 'ChunkLoadError';
        throw err;
      }
      return <p>contenido</p>;
    }
    render(
      <ErrorBoundary area="Aula Virtual">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar «Aula Virtual»');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });

  it('says offline that the screen was never opened online on this device, not that something broke', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    function Missing(): never {
      const err = new Error('Loading chunk 7 failed.');
      err.name = 'ChunkLoadError';
      throw err;
    }
    render(
      <ErrorBoundary area="Aula Virtual">
        <Missing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Sin conexión' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_NOT_SAVED);
  });

  it('shows its fallback instead of a failure screen when given one (a part of a screen)', () => {
    function Missing(): never {
      const err = new Error('Loading chunk 9 failed.');
      err.name = 'ChunkLoadError';
      throw err;
    }
    render(
      <section>
        <h1>Dashboard</h1>
        <ErrorBoundary area="Aula Virtual" fallback={<p>Gráfico no disponible</p>}>
          <Missing />
        </ErrorBoundary>
      </section>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Gráfico no disponible')).toBeInTheDocument();
    expect(screen.queryByTestId('chunk-failure')).toBeNull();
  });

  it('shows the application-error screen for any other error', () => {
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('app-error')).toHaveTextContent('Ocurrió un error inesperado');
  });

  it('tells the field signals of what it caught (a failed chunk apart), unless told not to', () => {
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener(RENDER_ERROR_EVENT, listener);
    function Broken(): never {
      throw new Error('boom');
    }
    function Chunk(): never {
      const err = new Error('Loading chunk 3 failed.');
      err.name = 'ChunkLoadError';
      throw err;
    }
    render(
      <>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
        <ErrorBoundary>
          <Chunk />
        </ErrorBoundary>
        <ErrorBoundary report={false}>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    window.removeEventListener(RENDER_ERROR_EVENT, listener);
    expect(heard).toEqual([{ chunk: false }, { chunk: true }]);
  });
});
