import { fetchWithTimeout } from './timeoutPlugin';

/** A fetch that answers `status` after `delayMs`, or rejects as browsers do when its signal aborts first. */
function slowFetch(delayMs: number, status = 200) {
  return jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve({ ok: status < 400, status } as Response), delayMs);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal?.reason);
        });
      }),
  );
}

describe('fetchWithTimeout', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('answers what arrives in time', async () => {
    global.fetch = slowFetch(5);
    await expect(fetchWithTimeout('/remotes.json', {}, 1000)).resolves.toMatchObject({ status: 200 });
  });

  it('tells a load that takes too long as a ChunkLoadError of type timeout', async () => {
    global.fetch = slowFetch(1000);
    await expect(fetchWithTimeout('/mf-manifest.json', {}, 20)).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'timeout',
      message: 'Loading /mf-manifest.json timed out after 20 ms',
    });
  });

  it('tells a missing file as a ChunkLoadError of type missing', async () => {
    global.fetch = slowFetch(1, 404);
    await expect(fetchWithTimeout('/mf-manifest.json', {}, 1000)).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
  });

  it("keeps the caller's own abort and its reason", async () => {
    global.fetch = slowFetch(1000);
    const caller = new AbortController();
    const load = fetchWithTimeout('/remotes.json', { signal: caller.signal }, 5000);
    caller.abort(new Error('page left'));
    await expect(load).rejects.toThrow('page left');
  });
});
