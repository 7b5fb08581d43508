import { onlineManager } from '@tanstack/react-query';
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

  describe('without a connection', () => {
    afterEach(() => {
      jest.restoreAllMocks();
      onlineManager.setOnline(true);
    });

    it('still tries a read once (the worker may have a copy), then waits for the connection keeping what it had', async () => {
      onlineManager.setOnline(false);
      const client = createQueryClient();
      await client.prefetchQuery({ queryKey: ['notas'], queryFn: () => ['20'] });
      const read = jest.fn(() => Promise.reject(new Error('Network Error')));
      void client.fetchQuery({ queryKey: ['notas'], queryFn: read, staleTime: 0, retryDelay: 0 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const state = client.getQueryState(['notas']);
      expect(read).toHaveBeenCalledTimes(1);
      expect([state?.status, state?.fetchStatus, state?.data]).toEqual(['success', 'paused', ['20']]);
      await client.cancelQueries();
      client.clear();
    });

    it('never holds a write to send it later by itself: it fails at once', async () => {
      onlineManager.setOnline(false);
      const client = createQueryClient();
      const send = jest.fn(() => Promise.reject(new Error('Network Error')));
      const mutation = client.getMutationCache().build(client, { mutationFn: send });
      await expect(mutation.execute(undefined)).rejects.toThrow('Network Error');
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('starts offline on a page opened without a connection', () => {
      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      createQueryClient();
      expect(onlineManager.isOnline()).toBe(false);
    });
  });
});
