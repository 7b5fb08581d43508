import { Suspense } from 'react';
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
});
