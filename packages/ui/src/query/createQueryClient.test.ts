import { createQueryClient, errorStatus, shouldRetry } from './createQueryClient';

describe('query client rules', () => {
  it('reads the status of an axios-shaped error', () => {
    expect(errorStatus({ response: { status: 403 } })).toBe(403);
    expect(errorStatus(new Error('Network Error'))).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });

  it('retries network and server failures once, never a 4xx', () => {
    expect(shouldRetry(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetry(0, { response: { status: 503 } })).toBe(true);
    expect(shouldRetry(1, { response: { status: 503 } })).toBe(false);
    expect(shouldRetry(0, { response: { status: 404 } })).toBe(false);
    expect(shouldRetry(0, { response: { status: 401 } })).toBe(false);
  });

  it('makes clients with the shared defaults', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
